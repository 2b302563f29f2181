import Dispatch
import Foundation
import StyleRuleKit

/// How a scan runs.
public struct ScanOptions: Sendable {
  /// What the walk lists.
  public var discovery: DiscoveryOptions
  /// The path written in the rules file's `scanned "…"` line; the root as given when nil.
  public var scannedPath: String?
  /// How many files are parsed at once; every core when nil.
  public var workers: Int?
  /// The application target to read, when the app's Xcode projects have several (`--target`).
  public var target: String?

  /// The standard options.
  public static let standard = ScanOptions(discovery: .standard, scannedPath: nil, workers: nil)

  /// Creates options.
  public init(
    discovery: DiscoveryOptions, scannedPath: String?, workers: Int?, target: String? = nil
  ) {
    self.discovery = discovery
    self.scannedPath = scannedPath
    self.workers = workers
    self.target = target
  }
}

/// What a scan gives: the rules file, the facts it was written from, the summary and the
/// problems met.
public struct ScanResult: Sendable {
  /// The rules file's text (empty when ``targetError`` is set).
  public var rulesText: String
  /// The facts.
  var facts: ScanFacts
  /// The counts and the "could not determine" list.
  public var summary: ScanSummary
  /// Each file or folder that could not be read (or only in part), once, by path.
  public var problems: [ScanProblem]
  /// The Swift declarations of each file read, in path order (for the other readers and
  /// for tests).
  var swiftDeclarations: [SwiftFileDeclarations]
  /// Why the scan did not start, when the app has several application targets and none was
  /// named, or the target named is not one of them; then nothing but the projects was read.
  public var targetError: TargetSelectionError?

  /// Whether anything usable was read: the target was chosen and at least one file was read.
  ///
  /// The command exits 2 only when this is false.
  public var readAnythingUsable: Bool { targetError == nil && summary.totalFilesRead > 0 }
}

/// The scanner's entry point: from an app's folder to a rules file.
///
/// The pipeline: list the files (``FileDiscovery``); read every Xcode project and choose the
/// application target (``TargetSelection``), which decides which Swift files and storyboards
/// are read; read those in parallel; read the target's Info.plist (``InfoPlistLocator``, or
/// the folder's one app `Info.plist` without a project); put the Swift declarations together
/// (``SwiftModuleAnalysis``); place the launch storyboard's initial controller in the window
/// and follow its segues (``StoryboardHierarchyBuilder``); add what the code states about the
/// hierarchy (``hierarchyFromCode(_:)``, the seam for that reader); write the rules file.
public enum AppScanner {
  /// Scans the app at `root`.
  ///
  /// Never throws: what could not be read is in ``ScanResult/problems``, and a target that
  /// must be chosen is ``ScanResult/targetError``.
  ///
  /// The Xcode projects and the Info.plist are read on a thread of their own while the Swift
  /// files and storyboards are read on every core: until the target is chosen, the files are
  /// read ahead, and what a file outside the target gave is dropped unseen (see
  /// ``ProjectReading``).
  public static func scan(root: String, options: ScanOptions = .standard) -> ScanResult {
    let textReader = SourceTextReader(maximumFileSize: options.discovery.maximumFileSize)
    let discovery = FileDiscovery(options: options.discovery).discover(root: root)
    var inputs = ScanInputs(scannedPath: options.scannedPath ?? root)
    inputs.problems = discovery.problems

    // 1. The Xcode projects, the target and its Info.plist, beside step 2.
    let candidates = discovery.files.filter {
      $0.kind == .swift || $0.kind == .storyboard || $0.kind == .objectiveC
    }
    let reading = ProjectReading(candidates: candidates.count)
    // A thread of its own, not one of the pool's, which the workers below may all take.
    let projectDone = DispatchSemaphore(value: 0)
    let projectThread = Thread {
      reading.run(
        files: discovery.files, candidates: candidates, root: folder(of: root),
        textReader: textReader, requestedTarget: options.target)
      projectDone.signal()
    }
    projectThread.stackSize = 8 << 20
    projectThread.start()

    // 2. The target's Swift files and storyboards, in parallel: the Swift files' text and
    // the names of the module's helpers first (``SwiftModuleHelperNames``), then their
    // syntax, read knowing every helper.
    let workers = options.workers ?? ProcessInfo.processInfo.activeProcessorCount
    let texts = ConcurrentMap.map(Array(candidates.indices), workers: workers) {
      index -> SwiftFileText? in
      guard reading.mayRead(index), candidates[index].kind == .swift else { return nil }
      switch textReader.text(of: candidates[index]) {
      case .failure(let problem): return SwiftFileText(text: nil, problem: problem, helpers: [])
      case .success(let text):
        return SwiftFileText(
          text: text, problem: nil, helpers: SwiftModuleHelperNames.names(in: text))
      }
    }
    let vocabulary = SwiftHierarchyHintVocabulary(
      moduleHelpers: texts.flatMap { $0?.helpers ?? [] })
    let outputs = ConcurrentMap.map(Array(candidates.indices), workers: workers) {
      index -> FileOutput? in
      guard reading.mayRead(index) else { return nil }
      let file = candidates[index]
      if file.kind == .swift {
        guard let read = texts[index] else { return nil }
        guard let text = read.text else {
          return .swift(SwiftFileReader.Output(declarations: nil, problem: read.problem))
        }
        return .swift(
          SwiftFileReader.declarations(
            in: text, path: file.relativePath, vocabulary: vocabulary))
      }
      if file.kind == .objectiveC {
        switch textReader.bytes(of: file) {
        case .failure(let problem):
          var facts = ObjectiveCFileFacts(path: file.relativePath)
          facts.problem = problem
          return .objectiveC(facts)
        case .success(let bytes):
          return .objectiveC(ObjectiveCFileReader.read(bytes, path: file.relativePath))
        }
      }
      switch textReader.bytes(of: file) {
      case .failure(let problem): return .interfaceBuilder(nil, problem)
      case .success(let bytes):
        return .interfaceBuilder(
          InterfaceBuilderReader.read(path: file.relativePath, bytes: bytes), nil)
      }
    }
    projectDone.wait()
    let project = reading.result()
    inputs.findings = project.projectFindings
    inputs.filesOutsideTarget = project.filesOutsideTarget
    if let error = project.targetError {
      inputs.readFiles = project.loaderFiles
      inputs.problems += project.loaderProblems
      var result = assemble(inputs)
      result.rulesText = ""
      result.targetError = error
      return result
    }
    for (index, file) in candidates.enumerated() where project.membership[index] {
      inputs.readFiles.append(file)
      switch outputs[index] {
      case .swift(let swift)?: inputs.swiftOutputs.append(swift)
      case .objectiveC(let facts)?: inputs.objectiveCFiles.append(facts)
      case .interfaceBuilder(let document, let problem)?:
        if let problem { inputs.problems.append(problem) }
        if let document {
          inputs.findings.add(document.problems, used: !document.controllers.isEmpty)
          inputs.storyboards.append(document)
        }
      case nil: break
      }
    }

    // 3. The Info.plist, read in step 1.
    inputs.findings.add(project.infoPlistFindings)
    inputs.launch = project.launch
    inputs.target = project.target
    inputs.readFiles += project.loaderFiles
    inputs.problems += project.loaderProblems
    return assemble(inputs)
  }

  /// Scans Swift sources already in memory, keyed by relative path (for tests and tools);
  /// a path ending in `.m`, `.mm` or `.h` is an Objective-C file.
  static func scan(swiftSources: [String: String], scannedPath: String = ".")
    -> ScanResult
  {
    var inputs = ScanInputs(scannedPath: scannedPath)
    let vocabulary = SwiftHierarchyHintVocabulary(
      moduleHelpers: swiftSources.values.flatMap(SwiftModuleHelperNames.names(in:)))
    for path in swiftSources.keys.sorted() {
      if ScannedFileKind.of(relativePath: path) == .objectiveC {
        // An Objective-C file among them is read as such.
        inputs.readFiles.append(
          ScannedFile(
            relativePath: path, absolutePath: path, kind: .objectiveC,
            size: swiftSources[path]?.utf8.count ?? 0))
        inputs.objectiveCFiles.append(
          ObjectiveCFileReader.read(Array((swiftSources[path] ?? "").utf8), path: path))
        continue
      }
      inputs.readFiles.append(
        ScannedFile(
          relativePath: path, absolutePath: path, kind: .swift,
          size: swiftSources[path]?.utf8.count ?? 0))
      inputs.swiftOutputs.append(
        SwiftFileReader.declarations(
          in: swiftSources[path] ?? "", path: path, vocabulary: vocabulary))
    }
    return assemble(inputs)
  }

  /// The hierarchy the Swift code states.
  ///
  /// The Swift files' hierarchy facts are joined by ``SwiftHierarchyAssembler`` and turned
  /// into windows, scenes and transitions by ``CodeHierarchyBuilder``, which instantiates
  /// storyboard controllers the code names through `context.storyboards` (sharing its names,
  /// so names stay unique); ``CodeHierarchy`` says how the result is merged with the
  /// storyboard's.
  static func hierarchyFromCode(_ context: inout CodeHierarchyContext) -> CodeHierarchy {
    let files = SetUpNilChecks.settle(
      context.declarations.map(\.hierarchy),
      assignments: context.declarations.flatMap(\.assignments))
    let description = SwiftHierarchyAssembler().assemble(
      files,
      known: CodeHierarchyBuilder.knownControllers(
        context.classes, declarations: context.declarations))
    var builder = CodeHierarchyBuilder(context: context, description: description)
    let hierarchy = builder.build()
    context = builder.context
    return hierarchy
  }

  /// The view controller classes that no file read names other than where they are declared.
  ///
  /// A name counts by Swift name, Objective-C name or Interface Builder class
  /// (``TypeNameMentions``): nothing in the target makes such a class. None when a file of
  /// the target could not be read, whose text might name them.
  static func classesNamedNowhere(
    _ classes: [ClassFact], inputs: ScanInputs, declarations: [SwiftFileDeclarations],
    problems: [ScanProblem]
  ) -> Set<String> {
    guard !problems.contains(where: { !$0.fileWasUsed }) else { return [] }
    var mentioned: Set<String> = []
    for file in declarations { mentioned.formUnion(file.mentionedTypeNames) }
    for file in inputs.objectiveCFiles { mentioned.formUnion(file.mentionedTypeNames) }
    for document in inputs.storyboards {
      for controller in document.controllers {
        if let name = controller.customClass?.value { mentioned.insert(name) }
      }
      if let owner = document.filesOwnerClass?.value { mentioned.insert(owner) }
    }
    var objectiveCNames: [String: String] = [:]
    for file in declarations {
      for type in file.types {
        if let name = type.objectiveCName { objectiveCNames[type.name] = name }
      }
    }
    var nowhere: Set<String> = []
    for fact in classes {
      let names = [
        fact.name, fact.swiftName, SwiftTypeNames.simpleName(fact.swiftName),
        objectiveCNames[fact.swiftName],
      ].compactMap { $0 }
      if !names.contains(where: mentioned.contains) { nowhere.insert(fact.name) }
    }
    return nowhere
  }

  /// The folder files are read from: `root`, or its folder when `root` is a file.
  private static func folder(of root: String) -> String {
    if case .success(let status) = FileSystemCalls.status(of: root, followLinks: true),
      !status.isDirectory
    {
      return ProjectPath.directory(of: root)
    }
    return root
  }

  /// A Swift file's text, or why it could not be read, and the module's helpers it declares.
  private struct SwiftFileText: Sendable {
    var text: String?
    var problem: ScanProblem?
    var helpers: [String]
  }

  /// What reading one file gave.
  private enum FileOutput: Sendable {
    /// A Swift file.
    case swift(SwiftFileReader.Output)
    /// A storyboard, or why it could not be read.
    case interfaceBuilder(InterfaceBuilderDocument?, ScanProblem?)
    /// An Objective-C file.
    case objectiveC(ObjectiveCFileFacts)
  }

  /// Everything read, before it is put together.
  struct ScanInputs {
    /// The `scanned "…"` path.
    var scannedPath: String
    /// Every file read (or tried), of every kind.
    var readFiles: [ScannedFile] = []
    /// The Swift files' declarations or problems, in path order.
    var swiftOutputs: [SwiftFileReader.Output] = []
    /// The Objective-C files' facts, in path order.
    var objectiveCFiles: [ObjectiveCFileFacts] = []
    /// The storyboards read.
    var storyboards: [InterfaceBuilderDocument] = []
    /// The Info.plist's launch configuration.
    var launch = LaunchConfiguration()
    /// The target read.
    var target: AppTargetFact?
    /// Files listed but outside the target.
    var filesOutsideTarget = 0
    /// Files that could not be read.
    var problems: [ScanProblem] = []
    /// The non-Swift readers' problems, sorted.
    var findings = ReaderFindings()
  }

  /// The facts, rules text and summary from what was read.
  static func assemble(_ inputs: ScanInputs) -> ScanResult {
    var allProblems = inputs.problems + inputs.findings.problems
    var declarations: [SwiftFileDeclarations] = []
    for output in inputs.swiftOutputs {
      if let problem = output.problem { allProblems.append(problem) }
      if let fileDeclarations = output.declarations { declarations.append(fileDeclarations) }
    }
    allProblems += inputs.objectiveCFiles.compactMap(\.problem)
    // `@objc(Name)` classes, by the name the Objective-C code uses.
    var swiftNames: [String: String] = [:]
    for file in declarations {
      for type in file.types {
        if let objectiveCName = type.objectiveCName, objectiveCName != type.name {
          swiftNames[objectiveCName] = type.name
        }
      }
    }
    declarations += ObjectiveCModule.declarations(
      inputs.objectiveCFiles, swiftNames: swiftNames)
    let analysis = SwiftModuleAnalysis(files: declarations).run()
    var files: [String: ScannedFile] = [:]
    for file in inputs.readFiles { files[file.relativePath] = file }
    var facts = ScanFacts(files: files.keys.sorted().compactMap { files[$0] })
    facts.extensions = analysis.extensions
    facts.applicationSettings = declarations.flatMap(\.applicationSettings)
    facts.appearanceUpdates = declarations.flatMap(\.appearanceUpdates)
    facts.plistEntries = inputs.launch.entries
    if let manifest = SceneLifeCycleFinding.entry(
      launch: inputs.launch,
      adoptions: declarations.flatMap(\.hierarchy.sceneLifeCycleAdoptions))
    {
      facts.plistEntries.append(manifest)
    }
    facts.target = inputs.target
    var undetermined =
      analysis.undetermined + inputs.findings.undetermined + inputs.launch.undetermined
    var notes = inputs.findings.notes + inputs.launch.notes + analysis.notes
    let conditional = inputs.objectiveCFiles.compactMap(\.firstConditional).sorted()
    if let first = conditional.first {
      let files =
        conditional.count == 1
        ? "1 Objective-C file has" : "\(conditional.count) Objective-C files have"
      notes.append(
        ScanNote(
          what:
            "\(files) #if blocks (this one first): every branch is read, as if each condition held, and macros are not expanded",
          origin: first))
    }
    var settingCounts: [ApplicationStatusBarFact.Setting: Int] = [:]
    for setting in facts.applicationSettings { settingCounts[setting.setting, default: 0] += 1 }
    for setting in facts.applicationSettings {
      if setting.value == nil {
        undetermined.append(
          UndeterminedFact(
            what: "UIApplication status bar value computed at run time: `\(setting.text)`",
            origin: setting.origin, reason: .valueNotReadable))
      } else if (settingCounts[setting.setting] ?? 0) > 1 {
        undetermined.append(
          UndeterminedFact(
            what:
              "UIApplication status bar value set in several places, so the one at launch is not known: `\(setting.text)`",
            origin: setting.origin, reason: .valueNotReadable))
      }
    }

    // The storyboard's window and transitions.
    let catalog = StoryboardCatalog(documents: inputs.storyboards)
    for (name, paths) in catalog.duplicates.sorted(by: { $0.key < $1.key }) {
      for path in paths {
        notes.append(
          ScanNote(
            what:
              "another storyboard is also named \(name); \(catalog.document(named: name)?.path ?? name) is used",
            origin: SourceOrigin(path: path)))
      }
    }
    var builder = StoryboardHierarchyBuilder(
      catalog: catalog, classes: analysis.classes, names: ControllerNameAllocator(taken: ["Main"]))
    var storyboardWindow: WindowFact?
    var transitions: [PresentationFact] = []
    if let launch = inputs.launch.launchStoryboard {
      if let tree = builder.initialController(ofStoryboard: launch.name, namedAt: launch.origin) {
        builder.markPlaced(tree.instances)
        storyboardWindow = WindowFact(name: "Main", root: tree.fact, origin: launch.origin)
        transitions = builder.transitions(from: tree.instances)
      }
    } else {
      let unused = catalog.documents.filter { document in
        StoryboardCatalog.name(of: document.path) != inputs.launch.launchScreenName
      }
      if !unused.isEmpty {
        undetermined.append(
          UndeterminedFact(
            what:
              "\(unused.count) storyboard(s) read, but no Info.plist names one as the launch storyboard: their controllers are placed only where code names them",
            origin: nil, reason: .storyboardNotFollowed))
      }
    }

    // The hierarchy in code.
    var context = CodeHierarchyContext(
      declarations: declarations, classes: analysis.classes,
      launchStoryboard: inputs.launch.launchStoryboard?.name,
      launchStoryboardRoot: storyboardWindow?.root,
      usesScenes: inputs.launch.usesScenes,
      sceneDelegateClass: inputs.launch.sceneDelegateClass.map { name in
        name.value.split(separator: ".").last.map(String.init) ?? name.value
      },
      storyboards: builder)
    let code = hierarchyFromCode(&context)
    builder = context.storyboards
    if let window = storyboardWindow, let replaced = code.replacesStoryboardWindow {
      notes.append(
        ScanNote(
          what:
            "the code replaces the root of the window the storyboard \(inputs.launch.launchStoryboard?.name ?? "") fills (stated at \(window.origin?.description ?? "the Info.plist")); the code's hierarchy is written",
          origin: replaced))
      storyboardWindow = nil
      transitions = []
    }
    facts.scenes = code.scenes
    facts.windows = code.windows
    if var window = storyboardWindow {
      window.properties += code.storyboardWindowProperties
      if let root = code.storyboardWindowRoot { window.root = root }
      if facts.scenes.isEmpty {
        facts.windows.insert(window, at: 0)
      } else {
        facts.scenes[0].windows.insert(window, at: 0)
      }
    }
    facts.presentations = transitions + code.presentations
    facts.swiftUIScreenChanges = code.swiftUIScreenChanges
    facts.laterWindows = code.laterWindows
    facts.classes = analysis.classes + builder.extraClasses
    facts.storyboardControllers = builder.storyboardControllers()
    facts.transitionSites = TransitionSiteCount(segues: catalog.documents) + code.transitionSites
    facts.instantiations = ControllerInstantiation.first(
      in: context.declarations.map(\.hierarchy), classes: facts.classes)
    facts.classesNamedNowhere = classesNamedNowhere(
      facts.classes, inputs: inputs, declarations: declarations, problems: allProblems)
    undetermined += builder.undetermined + code.undetermined
    notes += builder.notes + code.notes
    ContainerLayoutAttribution.apply(to: &facts, undetermined: &undetermined, notes: &notes)
    facts.undetermined = Array(Set(undetermined)).sorted()
    facts.notes = Array(Set(notes)).sorted()

    let uniqueProblems = ScanProblems.unique(allProblems)
    let rulesText = RulesFileEmitter(scannedPath: inputs.scannedPath).emit(facts)
    var summary = ScanSummary(facts: facts, problems: uniqueProblems, rulesText: rulesText)
    summary.filesOutsideTarget = inputs.filesOutsideTarget
    return ScanResult(
      rulesText: rulesText, facts: facts,
      summary: summary, problems: uniqueProblems, swiftDeclarations: declarations,
      targetError: nil)
  }
}
