import Foundation

/// A small app written for the scan tests: an Xcode project with two application targets
/// (`Shop`, with a storyboard and an Info.plist, and `Admin`), written into a temporary
/// folder.
public enum TwoTargetApp {
  /// The project file.
  ///
  /// `Shop` lists `Shop/HomeViewController.swift` and
  /// `Shop/Main.storyboard`; `Admin` lists `Admin/AdminViewController.swift`. `Shop`
  /// generates its Info.plist over `Shop/Info.plist`, with one generated key Xcode does not
  /// generate.
  public static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\tF1 = {isa = PBXFileReference; path = HomeViewController.swift; sourceTree = "<group>"; };
    \t\tF2 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
    \t\tF3 = {isa = PBXFileReference; path = AdminViewController.swift; sourceTree = "<group>"; };
    \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
    \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
    \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
    \t\tG0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
    \t\tG1 = {isa = PBXGroup; children = (F1, F2); path = Shop; sourceTree = "<group>"; };
    \t\tG2 = {isa = PBXGroup; children = (F3); path = Admin; sourceTree = "<group>"; };
    \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1); };
    \t\tP2 = {isa = PBXResourcesBuildPhase; files = (B2); };
    \t\tP3 = {isa = PBXSourcesBuildPhase; files = (B3); };
    \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, P2); name = Shop; productType = "com.apple.product-type.application"; };
    \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P3); name = Admin; productType = "com.apple.product-type.application"; };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {
    \t\t\tGENERATE_INFOPLIST_FILE = YES;
    \t\t\tINFOPLIST_FILE = Shop/Info.plist;
    \t\t\tINFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance = NO;
    \t\t\tINFOPLIST_KEY_UIStatusBarHidden = YES;
    \t\t}; name = Release; };
    \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Admin/Info.plist;}; name = Release; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
    \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Release; };
    \t\tR0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
    \t};
    \trootObject = R0;
    }

    """

  /// `Shop/Info.plist`: a status bar style and the main storyboard.
  public static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>UIStatusBarStyle</key>
    \t<string>UIStatusBarStyleLightContent</string>
    \t<key>UIMainStoryboardFile</key>
    \t<string>Main</string>
    </dict>
    </plist>

    """

  /// `Shop/Main.storyboard`: a navigation controller (bar hidden, black) whose root is
  /// `HomeViewController`, which pushes a controller of a class no Swift file declares and
  /// presents a plain controller over full screen, which presents the home screen again.
  public static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav" navigationBarHidden="YES" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" barStyle="black" id="bar"/>
                        <connections>
                            <segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                        <connections>
                            <segue destination="detail" kind="show" id="g1"/>
                            <segue destination="sheet" kind="presentation" modalPresentationStyle="overFullScreen" id="g2"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController id="detail" storyboardIdentifier="Detail" customClass="PagerController" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="s4">
                <objects>
                    <viewController id="sheet" sceneMemberID="viewController">
                        <connections>
                            <segue destination="home" kind="presentation" id="g3"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  /// The files, by path relative to the app's folder.
  public static let files: [String: String] = [
    "Shop.xcodeproj/project.pbxproj": project,
    "Shop/Info.plist": infoPlist,
    "Shop/Settings.plist": "<?xml version=\"1.0\"?><plist><dict/></plist>\n",
    "Shop/Main.storyboard": storyboard,
    "Shop/HomeViewController.swift": """
    import UIKit

    class HomeViewController: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    }

    """,
    "Admin/AdminViewController.swift": """
    import UIKit

    class AdminViewController: UIViewController {
      override var prefersStatusBarHidden: Bool { true }
    }

    """,
  ]

  /// Writes `files` into a new temporary folder and returns its path.
  public static func write(_ files: [String: String] = files) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stylerule-scan-\(UUID().uuidString)")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder.path
  }

  /// The storyboard's window as a scan of `Shop` writes it, in ``ScannedHierarchy``'s
  /// outline, `depth` levels deep: named by the Info.plist key that names the storyboard, its
  /// navigation controller the root, and the home screen on its stack (the push and the
  /// presentations are transitions, not applied at launch).
  public static func storyboardWindowOutline(depth: Int) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    let plistLine = line(of: "<key>UIMainStoryboardFile</key>", in: infoPlist) ?? 0
    func storyboardLine(_ needle: String) -> String {
      "Shop/Main.storyboard:\(line(of: needle, in: storyboard) ?? 0)"
    }
    return [
      indent + "window Main @ Shop/Info.plist:\(plistLine)",
      indent + "  Navigation: UINavigationController @ "
        + storyboardLine("<navigationController id=\"nav\""),
      indent + "    Home: HomeViewController @ " + storyboardLine("<viewController id=\"home\""),
    ]
  }

  /// The 1-based line of the first line of `text` containing `needle`.
  public static func line(of needle: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(needle)
    }.map { $0 + 1 }
  }
}
