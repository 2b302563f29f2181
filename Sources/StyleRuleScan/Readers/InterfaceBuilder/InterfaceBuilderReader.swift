import Foundation
import StyleRuleKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a storyboard or xib into an ``InterfaceBuilderDocument``.
///
/// A pure function of the path and the bytes. The XML is parsed with Foundation's streaming
/// `XMLParser` (libxml2's SAX interface: no tree, no recursion, so nesting depth costs only a
/// stack array entry per open element). A parse error ends the parse at that spot with one
/// located problem; everything read before it is kept. Documents with an internal DTD subset
/// are refused, because entity declarations are the one way XML can expand without bound, and
/// Interface Builder never writes them.
enum InterfaceBuilderReader {
  /// Reads the storyboard or xib whose bytes are `bytes`; `path` names it in origins.
  static func read(path: String, bytes: [UInt8]) -> InterfaceBuilderDocument {
    let defaultKind: InterfaceBuilderDocument.Kind =
      path.lowercased().hasSuffix(".xib") ? .xib : .storyboard
    var document = InterfaceBuilderDocument(path: path, kind: defaultKind)
    let lines = SourceFile(path: path, bytes: bytes)
    guard bytes.contains(where: { !isXMLSpace($0) }) else {
      document.problems.append(
        ReaderProblem(.malformed, "the file is empty", at: SourceOrigin(path: path)))
      return document
    }
    if declaresInternalSubset(bytes) {
      document.problems.append(
        ReaderProblem(
          .unsupported,
          "the document declares a DTD internal subset, which Interface Builder never writes; "
            + "not read", at: SourceOrigin(path: path, line: 1)))
      return document
    }
    let collector = InterfaceBuilderCollector(
      path: path, lines: lines, tags: XMLStartTagScanner.scan(bytes), document: document)
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = collector
    let succeeded = parser.parse()
    if let problem = collector.parseProblem {
      collector.document.problems.append(problem)
    } else if !succeeded || parser.parserError != nil {
      let error = parser.parserError.map { describe($0) } ?? "the XML could not be parsed"
      collector.document.problems.append(
        ReaderProblem(
          .malformed, error,
          at: SourceOrigin(path: path, line: max(1, parser.lineNumber))))
    }
    var result = collector.document
    result.problems.sort()
    return result
  }

  /// Whether the document's `<!DOCTYPE` has a bracketed internal subset (entity declarations).
  private static func declaresInternalSubset(_ bytes: [UInt8]) -> Bool {
    let doctype = Array("<!DOCTYPE".utf8)
    var index = 0
    while index + doctype.count <= bytes.count {
      if bytes[index] == doctype[0], Array(bytes[index..<index + doctype.count]) == doctype {
        var cursor = index + doctype.count
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
          if bytes[cursor] == UInt8(ascii: "[") { return true }
          cursor += 1
        }
        return false
      }
      index += 1
    }
    return false
  }

  /// Whether `byte` is XML white space.
  private static func isXMLSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A sentence for an `XMLParser` error.
  static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    return "malformed XML (XMLParser error \(code))"
  }
}

/// The `XMLParser` delegate that collects controllers, segues and attributes as elements stream.
private final class InterfaceBuilderCollector: NSObject, XMLParserDelegate {
  /// One open element.
  struct Frame {
    /// The element name.
    var name: String
    /// The element's `id`.
    var id: String?
    /// The element's `key` attribute.
    var key: String?
    /// The index into `document.controllers` when the element is a view controller.
    var controllerIndex: Int?
  }

  let path: String
  let lines: SourceFile
  let tags: [XMLStartTagScanner.StartTag]
  var document: InterfaceBuilderDocument
  /// The next start tag of `tags` to match with the parser's next start element.
  var nextTag = 0
  /// Whether `tags` still matches the parser's elements one for one.
  var tagsInStep = true
  var stack: [Frame] = []
  var sceneID: String?
  /// The first error the parser reported, located.
  var parseProblem: ReaderProblem?

  init(
    path: String, lines: SourceFile, tags: [XMLStartTagScanner.StartTag],
    document: InterfaceBuilderDocument
  ) {
    self.path = path
    self.lines = lines
    self.tags = tags
    self.document = document
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let located = locate(parser, elementName)
    let origin = located.origin
    /// The origin of attribute `name` (its own position when known, else the element's).
    func at(_ name: String) -> SourceOrigin {
      located.attributes[name] ?? origin
    }
    func string(_ name: String) -> ReaderValue<String>? {
      attributes[name].map { ReaderValue($0, at: at(name)) }
    }
    func bool(_ name: String) -> ReaderValue<Bool>? {
      attributes[name].flatMap(InterfaceBuilderBool.parse).map { ReaderValue($0, at: at(name)) }
    }

    var frame = Frame(name: elementName, id: attributes["id"], key: attributes["key"])
    let parent = stack.last
    switch elementName {
    case "document":
      if let type = attributes["type"] {
        if type.hasSuffix("Storyboard.XIB") {
          document.kind = .storyboard
        } else if type.hasSuffix(".XIB") {
          document.kind = .xib
        }
      }
      document.initialViewControllerID = string("initialViewController")
    case "scene":
      sceneID = attributes["sceneID"]
    case "placeholder":
      if attributes["placeholderIdentifier"] == "IBFilesOwner" {
        document.filesOwnerClass = string("customClass")
      }
    case "segue":
      recordSegue(attributes, origin: origin, at: at)
    case "navigationBar":
      if let index = parent?.controllerIndex, attributes["key"] == "navigationBar" {
        document.controllers[index].navigationBarStyle = string("barStyle")
        document.controllers[index].navigationBarElementHidden = bool("hidden")
        recordLayout(
          [
            ("translucent", .property(.navigationBarIsTranslucent)),
            ("largeTitles", .property(.prefersLargeTitles)),
          ],
          of: attributes, at: at, to: index)
      }
    case "tabBar":
      if let index = parent?.controllerIndex, attributes["key"] == "tabBar" {
        recordLayout(
          [("translucent", .property(.tabBarIsTranslucent))], of: attributes, at: at, to: index)
      }
    case "navigationItem":
      if let index = parent?.controllerIndex, attributes["key"] == "navigationItem" {
        recordLayout(
          [("largeTitleDisplayMode", .property(.largeTitleDisplayMode))], of: attributes, at: at,
          to: index)
      }
    case "extendedEdge":
      if let index = parent?.controllerIndex, attributes["key"] == "edgesForExtendedLayout" {
        let named = Set(
          LayoutValueReader.edgeOrder.filter {
            attributes[$0].flatMap(InterfaceBuilderBool.parse) == true
          })
        let edges = LayoutValueReader.edgeOrder.filter(named.contains)
        let value =
          edges.count == LayoutValueReader.edgeOrder.count
          ? "all"
          : edges.isEmpty
            ? "none" : edges.count == 1 ? edges[0] : "[" + edges.joined(separator: ", ") + "]"
        document.controllers[index].layoutAttributes.append(
          InterfaceBuilderLayoutAttribute(
            member: .property(.edgesForExtendedLayout), value: value, origin: origin))
      }
    case "userDefinedRuntimeAttribute":
      recordRuntimeAttribute(attributes, origin: origin)
    default:
      break
    }
    if parent?.name == "userDefinedRuntimeAttribute", attributes["key"] == "value",
      let value = attributes["value"]
    {
      fillRuntimeAttributeValue(value)
    }
    if attributes["key"] == "view", let index = parent?.controllerIndex {
      document.controllers[index].rootViewElement = ReaderValue(elementName, at: origin)
      recordLayout(
        [("contentInsetAdjustmentBehavior", .property(.contentInsetAdjustmentBehavior))],
        of: attributes,
        at: at, to: index)
    }
    if InterfaceBuilderControllerKind.knownElementNames.contains(elementName)
      || attributes["sceneMemberID"] == "viewController"
    {
      var controller = InterfaceBuilderController(
        id: attributes["id"] ?? "", kind: InterfaceBuilderControllerKind(elementName: elementName),
        origin: origin)
      controller.sceneID = sceneID
      controller.customClass = string("customClass")
      controller.customModule = string("customModule")
      controller.storyboardIdentifier = string("storyboardIdentifier")
      if elementName == "viewControllerPlaceholder" {
        controller.referencedStoryboardName = string("storyboardName")
        controller.referencedIdentifier = string("referencedIdentifier")
      }
      controller.containerID = stack.last(where: { $0.controllerIndex != nil })?.id
      controller.modalPresentationStyle = string("modalPresentationStyle")
      controller.modalTransitionStyle = string("modalTransitionStyle")
      controller.modalPresentationCapturesStatusBarAppearance = bool(
        "modalPresentationCapturesStatusBarAppearance")
      controller.definesPresentationContext = bool("definesPresentationContext")
      controller.navigationBarHidden = bool("navigationBarHidden")
      frame.controllerIndex = document.controllers.count
      document.controllers.append(controller)
      recordLayout(
        [
          ("extendedLayoutIncludesOpaqueBars", .property(.extendedLayoutIncludesOpaqueBars)),
          (
            "automaticallyAdjustsScrollViewInsets", .property(.automaticallyAdjustsScrollViewInsets)
          ),
          ("wantsFullScreenLayout", .property(.wantsFullScreenLayout)),
          ("toolbarHidden", .property(.isToolbarHidden)),
          ("hidesBarsWhenVerticallyCompact", .property(.hidesBarsWhenVerticallyCompact)),
        ], of: attributes, at: at, to: document.controllers.count - 1)
    }
    stack.append(frame)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if !stack.isEmpty { stack.removeLast() }
    if elementName == "scene" { sceneID = nil }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard parseProblem == nil else { return }
    parseProblem = ReaderProblem(
      .malformed, InterfaceBuilderReader.describe(parseError),
      at: SourceOrigin(
        path: path, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)))
  }

  /// Records a `<segue>`: its source is the innermost open controller element.
  private func recordSegue(
    _ attributes: [String: String], origin: SourceOrigin, at: (String) -> SourceOrigin
  ) {
    var segue = InterfaceBuilderSegue(
      kind: .init(kind: attributes["kind"] ?? "", relationship: attributes["relationship"]),
      origin: origin)
    segue.id = attributes["id"]
    segue.destinationID = attributes["destination"]
    segue.identifier = attributes["identifier"]
    segue.modalPresentationStyle = attributes["modalPresentationStyle"].map {
      ReaderValue($0, at: at("modalPresentationStyle"))
    }
    segue.modalTransitionStyle = attributes["modalTransitionStyle"].map {
      ReaderValue($0, at: at("modalTransitionStyle"))
    }
    segue.animates = attributes["animates"].flatMap(InterfaceBuilderBool.parse)
    if let sourceIndex = stack.lastIndex(where: { $0.controllerIndex != nil }) {
      segue.sourceID = stack[sourceIndex].id
      // `<connections>` is the segue's parent; the element owning it triggers the segue.
      let ownerIndex = stack.count - 2
      if ownerIndex > sourceIndex, ownerIndex >= 0 {
        segue.triggerElement = stack[ownerIndex].name
        segue.triggerID = stack[ownerIndex].id
      }
    }
    document.segues.append(segue)
  }

  /// Records the layout attributes an element has, each named with its property, on the
  /// controller at `index`: `YES`/`NO` as `true`/`false`, other values as written.
  private func recordLayout(
    _ names: [(attribute: String, member: ControllerMember)], of attributes: [String: String],
    at: (String) -> SourceOrigin, to index: Int
  ) {
    for (attribute, member) in names {
      guard let written = attributes[attribute] else { continue }
      let value =
        member.valueKind == .boolean
        ? InterfaceBuilderBool.parse(written).map { $0 ? "true" : "false" } ?? written : written
      document.controllers[index].layoutAttributes.append(
        InterfaceBuilderLayoutAttribute(member: member, value: value, origin: at(attribute)))
    }
  }

  /// Records a runtime attribute whose list belongs directly to a controller element.
  private func recordRuntimeAttribute(_ attributes: [String: String], origin: SourceOrigin) {
    guard stack.count >= 2, stack[stack.count - 1].name == "userDefinedRuntimeAttributes",
      let index = stack[stack.count - 2].controllerIndex, let keyPath = attributes["keyPath"]
    else { return }
    document.controllers[index].runtimeAttributes.append(
      InterfaceBuilderRuntimeAttribute(
        keyPath: keyPath, type: attributes["type"], value: attributes["value"], origin: origin))
  }

  /// Fills the value of the runtime attribute being read from a nested `key="value"` element.
  private func fillRuntimeAttributeValue(_ value: String) {
    guard stack.count >= 3, stack[stack.count - 2].name == "userDefinedRuntimeAttributes",
      let index = stack[stack.count - 3].controllerIndex,
      let last = document.controllers[index].runtimeAttributes.indices.last,
      document.controllers[index].runtimeAttributes[last].value == nil
    else { return }
    document.controllers[index].runtimeAttributes[last].value = value
  }

  /// The origin of the element just started and of its attributes, from the lexical scan when
  /// it is in step with the parser, else from the parser's position.
  private func locate(_ parser: XMLParser, _ name: String) -> (
    origin: SourceOrigin, attributes: [String: SourceOrigin]
  ) {
    if tagsInStep, nextTag < tags.count, tags[nextTag].name == name {
      let tag = tags[nextTag]
      nextTag += 1
      var attributes: [String: SourceOrigin] = [:]
      for attribute in tag.attributes {
        attributes[attribute.name] = lines.origin(ofByte: attribute.offset)
      }
      return (lines.origin(ofByte: tag.offset), attributes)
    }
    tagsInStep = false
    return (SourceOrigin(path: path, line: max(1, parser.lineNumber)), [:])
  }
}
