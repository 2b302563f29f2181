import StyleRuleKit

/// What a storyboard or xib states about view controllers, their relationships and presentations.
struct InterfaceBuilderDocument: Hashable, Sendable {
  /// Whether the file is a storyboard or a xib.
  enum Kind: String, Hashable, Sendable {
    /// A `.storyboard` (document type `…Storyboard.XIB`).
    case storyboard
    /// A `.xib` (document type `…CocoaTouch.XIB`).
    case xib
  }

  /// The file's path, as given to the reader.
  var path: String
  /// Storyboard or xib, from the document's `type` attribute (the extension when absent).
  var kind: Kind
  /// The `initialViewController` attribute of `<document>`: the id of the initial controller.
  var initialViewControllerID: ReaderValue<String>?
  /// Every view controller element, in document order.
  var controllers: [InterfaceBuilderController]
  /// Every segue, in document order.
  var segues: [InterfaceBuilderSegue]
  /// The class of a xib's File's Owner placeholder (`IBFilesOwner`'s `customClass`).
  var filesOwnerClass: ReaderValue<String>?
  /// What could not be read; the facts before a malformed spot are kept.
  var problems: [ReaderProblem]

  /// Creates a document.
  init(
    path: String, kind: Kind, initialViewControllerID: ReaderValue<String>? = nil,
    controllers: [InterfaceBuilderController] = [], segues: [InterfaceBuilderSegue] = [],
    filesOwnerClass: ReaderValue<String>? = nil, problems: [ReaderProblem] = []
  ) {
    self.path = path
    self.kind = kind
    self.initialViewControllerID = initialViewControllerID
    self.controllers = controllers
    self.segues = segues
    self.filesOwnerClass = filesOwnerClass
    self.problems = problems
  }

  /// The controller whose `id` is `id`, if the document has one.
  func controller(id: String) -> InterfaceBuilderController? {
    controllers.first { $0.id == id }
  }

  /// The initial view controller, when the document names one that it contains.
  var initialViewController: InterfaceBuilderController? {
    initialViewControllerID.flatMap { controller(id: $0.value) }
  }

  /// The controller whose storyboard identifier is `identifier` (for
  /// `instantiateViewController(withIdentifier:)`).
  func controller(storyboardIdentifier identifier: String) -> InterfaceBuilderController? {
    controllers.first { $0.storyboardIdentifier?.value == identifier }
  }

  /// The segues whose source is the controller `id`.
  func segues(from id: String) -> [InterfaceBuilderSegue] {
    segues.filter { $0.sourceID == id }
  }
}

/// The element kind of a view controller in Interface Builder's XML.
enum InterfaceBuilderControllerKind: Hashable, Sendable {
  /// `<viewController>`.
  case viewController
  /// `<navigationController>`.
  case navigationController
  /// `<tabBarController>`.
  case tabBarController
  /// `<splitViewController>`.
  case splitViewController
  /// `<pageViewController>`.
  case pageViewController
  /// `<tableViewController>`.
  case tableViewController
  /// `<collectionViewController>`.
  case collectionViewController
  /// `<hostingController>` (a SwiftUI hosting controller placed in a storyboard).
  case hostingController
  /// `<viewControllerPlaceholder>`: a storyboard reference to a controller in another storyboard.
  case storyboardReference
  /// Any other element with `sceneMemberID="viewController"` (the element name is kept).
  case other(String)

  /// The kind for an element name.
  init(elementName: String) {
    switch elementName {
    case "viewController": self = .viewController
    case "navigationController": self = .navigationController
    case "tabBarController": self = .tabBarController
    case "splitViewController": self = .splitViewController
    case "pageViewController": self = .pageViewController
    case "tableViewController": self = .tableViewController
    case "collectionViewController": self = .collectionViewController
    case "hostingController": self = .hostingController
    case "viewControllerPlaceholder": self = .storyboardReference
    default: self = .other(elementName)
    }
  }

  /// The UIKit class an element of this kind instantiates when it names no `customClass`.
  var uiKitClassName: String? {
    switch self {
    case .viewController: "UIViewController"
    case .navigationController: "UINavigationController"
    case .tabBarController: "UITabBarController"
    case .splitViewController: "UISplitViewController"
    case .pageViewController: "UIPageViewController"
    case .tableViewController: "UITableViewController"
    case .collectionViewController: "UICollectionViewController"
    case .hostingController: "UIHostingController"
    case .storyboardReference, .other: nil
    }
  }

  /// Element names that are view controllers even without `sceneMemberID` (as in xibs).
  static let knownElementNames: Set<String> = [
    "viewController", "navigationController", "tabBarController", "splitViewController",
    "pageViewController", "tableViewController", "collectionViewController", "hostingController",
    "viewControllerPlaceholder",
  ]
}

/// One view controller element of a storyboard or xib, with the status-bar facts it states.
struct InterfaceBuilderController: Hashable, Sendable {
  /// The element's `id`.
  var id: String
  /// The element kind.
  var kind: InterfaceBuilderControllerKind
  /// Where the element's start tag begins.
  var origin: SourceOrigin
  /// The `sceneID` of the enclosing `<scene>` (storyboards).
  var sceneID: String?
  /// `customClass`: the app's subclass; absent means the kind's UIKit class.
  var customClass: ReaderValue<String>?
  /// `customModule`: the module of `customClass`.
  var customModule: ReaderValue<String>?
  /// `storyboardIdentifier`: the id `instantiateViewController(withIdentifier:)` uses.
  var storyboardIdentifier: ReaderValue<String>?
  /// For a storyboard reference: `storyboardName` (absent means the same storyboard).
  var referencedStoryboardName: ReaderValue<String>?
  /// For a storyboard reference: `referencedIdentifier` (absent means that storyboard's initial).
  var referencedIdentifier: ReaderValue<String>?
  /// For a controller nested inside another controller's element (xibs): the container's id.
  var containerID: String?
  /// `modalPresentationStyle` on the controller element.
  var modalPresentationStyle: ReaderValue<String>?
  /// `modalTransitionStyle` on the controller element.
  var modalTransitionStyle: ReaderValue<String>?
  /// `modalPresentationCapturesStatusBarAppearance` on the element (`YES`/`NO`).
  var modalPresentationCapturesStatusBarAppearance: ReaderValue<Bool>?
  /// `definesPresentationContext` on the element (`YES`/`NO`).
  var definesPresentationContext: ReaderValue<Bool>?
  /// A navigation controller's `navigationBarHidden` attribute (`YES`/`NO`).
  var navigationBarHidden: ReaderValue<Bool>?
  /// The `barStyle` of a navigation controller's `<navigationBar key="navigationBar">`.
  var navigationBarStyle: ReaderValue<String>?
  /// The `hidden` attribute of that `<navigationBar>`.
  var navigationBarElementHidden: ReaderValue<Bool>?
  /// The user-defined runtime attributes set on the controller itself (not on its views).
  var runtimeAttributes: [InterfaceBuilderRuntimeAttribute]
  /// The layout properties the element and its bars, navigation item and view state, in
  /// document order.
  var layoutAttributes: [InterfaceBuilderLayoutAttribute]
  /// The element name of the controller's view (`key="view"`: `view`, `tableView`,
  /// `scrollView`…), at its element, when the document has it inside the controller.
  var rootViewElement: ReaderValue<String>?

  /// Creates a controller with only its identity; the reader fills in the rest.
  init(id: String, kind: InterfaceBuilderControllerKind, origin: SourceOrigin) {
    self.id = id
    self.kind = kind
    self.origin = origin
    self.runtimeAttributes = []
    self.layoutAttributes = []
  }

  /// The class the element instantiates: `customClass`, else the kind's UIKit class.
  var className: String? {
    customClass?.value ?? kind.uiKitClassName
  }

  /// The runtime attribute with key path `keyPath`, the last one when set twice.
  func runtimeAttribute(_ keyPath: String) -> InterfaceBuilderRuntimeAttribute? {
    runtimeAttributes.last { $0.keyPath == keyPath }
  }
}

/// A layout property a storyboard or xib states for a controller: an attribute of its element
/// (`extendedLayoutIncludesOpaqueBars="YES"`), of its bar (`<navigationBar translucent="NO">`),
/// its navigation item or its view, or its `<extendedEdge key="edgesForExtendedLayout">`.
struct InterfaceBuilderLayoutAttribute: Hashable, Sendable {
  /// The property.
  var member: ControllerMember
  /// The value in the rules file's words where the reader knows them (`true`, `[top,
  /// bottom]`, `never`), else as written.
  var value: String
  /// Where the attribute (or the element, for edges) is.
  var origin: SourceOrigin
}

/// A user-defined runtime attribute: a key path set by key-value coding when the nib loads.
struct InterfaceBuilderRuntimeAttribute: Hashable, Sendable {
  /// The `keyPath` attribute, such as `modalPresentationCapturesStatusBarAppearance`.
  var keyPath: String
  /// The `type` attribute (`boolean`, `number`, `string` and others).
  var type: String?
  /// The value as written (`YES`, `1`, a string); absent when not stated in a form read here.
  var value: String?
  /// Where the attribute's element begins.
  var origin: SourceOrigin

  /// The value as a Boolean when it is `YES`/`NO`/`true`/`false`/`1`/`0`.
  var boolValue: Bool? {
    value.flatMap(InterfaceBuilderBool.parse)
  }
}

/// A segue: a relationship between controllers or a transition from one to another.
struct InterfaceBuilderSegue: Hashable, Sendable {
  /// The segue's `kind` attribute, interpreted.
  enum Kind: Hashable, Sendable {
    /// `kind="relationship"` with its `relationship` attribute.
    case relationship(InterfaceBuilderRelationship)
    /// `kind="show"`: push onto a navigation stack (or present when there is none).
    case show
    /// `kind="showDetail"`: replace a split view's secondary column.
    case showDetail
    /// `kind="presentation"`: present modally.
    case presentation
    /// `kind="modal"`: the pre-iOS 8 spelling of a modal presentation.
    case modal
    /// `kind="popoverPresentation"`.
    case popoverPresentation
    /// `kind="push"`: the pre-iOS 8 spelling of show.
    case push
    /// `kind="embed"`: a container view embeds the destination as a child.
    case embed
    /// `kind="unwind"`.
    case unwind
    /// `kind="custom"` (its `customClass` is the segue class).
    case custom
    /// Any other kind, kept as written.
    case other(String)

    /// The kind for a `kind` attribute and, for relationships, the `relationship` attribute.
    init(kind: String, relationship: String?) {
      switch kind {
      case "relationship":
        self = .relationship(InterfaceBuilderRelationship(relationship ?? ""))
      case "show": self = .show
      case "showDetail": self = .showDetail
      case "presentation": self = .presentation
      case "modal": self = .modal
      case "popoverPresentation": self = .popoverPresentation
      case "push": self = .push
      case "embed": self = .embed
      case "unwind": self = .unwind
      case "custom": self = .custom
      default: self = .other(kind)
      }
    }

    /// Whether the segue presents its destination modally (presentation, modal, popover).
    var isModalPresentation: Bool {
      switch self {
      case .presentation, .modal, .popoverPresentation: true
      default: false
      }
    }
  }

  /// The segue's `id`.
  var id: String?
  /// The interpreted kind.
  var kind: Kind
  /// The id of the controller whose element contains the segue.
  var sourceID: String?
  /// The element that triggers the segue when it is not the controller itself (a button, a
  /// cell): its element name and id.
  var triggerElement: String?
  /// The trigger element's id.
  var triggerID: String?
  /// `destination`: the id of the destination controller.
  var destinationID: String?
  /// `identifier`: the name `performSegue(withIdentifier:)` uses.
  var identifier: String?
  /// `modalPresentationStyle` on the segue.
  var modalPresentationStyle: ReaderValue<String>?
  /// `modalTransitionStyle` on the segue.
  var modalTransitionStyle: ReaderValue<String>?
  /// `animates` on the segue (`YES`/`NO`); absent means animated.
  var animates: Bool?
  /// Where the `<segue>` element begins.
  var origin: SourceOrigin

  /// Creates a segue.
  init(kind: Kind, origin: SourceOrigin) {
    self.kind = kind
    self.origin = origin
  }
}

/// The `relationship` of a relationship segue: which slot of the container the destination fills.
enum InterfaceBuilderRelationship: Hashable, Sendable {
  /// `rootViewController`: a navigation controller's root.
  case rootViewController
  /// `viewControllers`: one of a tab bar controller's tabs (or a page/other container's list).
  case viewControllers
  /// `masterViewController`: a classic split view's primary.
  case masterViewController
  /// `detailViewController`: a classic split view's secondary.
  case detailViewController
  /// A column of an iOS 14 column-style split view, named by the relationship as written
  /// (such as `primaryViewController`, `supplementaryViewController`, `secondaryViewController`,
  /// `compactViewController`).
  case splitViewColumn(String)
  /// Any other relationship, kept as written.
  case other(String)

  /// The relationship for the attribute value as written.
  init(_ name: String) {
    switch name {
    case "rootViewController": self = .rootViewController
    case "viewControllers": self = .viewControllers
    case "masterViewController": self = .masterViewController
    case "detailViewController": self = .detailViewController
    case "primaryViewController", "supplementaryViewController", "secondaryViewController",
      "compactViewController":
      self = .splitViewColumn(name)
    default: self = .other(name)
    }
  }
}

/// Interface Builder's spelling of Booleans in attributes.
enum InterfaceBuilderBool {
  /// `YES`/`true`/`1` → true, `NO`/`false`/`0` → false, anything else → nil.
  static func parse(_ text: String) -> Bool? {
    switch text {
    case "YES", "true", "1": true
    case "NO", "false", "0": false
    default: nil
    }
  }
}
