import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

@testable import StyleRuleScan

/// Code an application target links from the same repository (a local Swift package, a
/// framework target of its project) is read with the app's own files.
@Suite struct LinkedCodeTests {
  /// An app target `Reader` that links a local package and a framework target.
  ///
  /// `Reader`'s Sources list `App/SceneDelegate.swift`; it links the product
  /// `ScreensKit` of the local package at `Packages/ScreensKit` and depends on the framework
  /// target `Shared`; the project also refers to the package `Packages/Unused`, whose product
  /// the app does not link, and has a second app target `Kiosk`. `Shared` also lists an
  /// Objective-C file, whose header beside it is read with it.
  static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tF1 = {isa = PBXFileReference; path = SceneDelegate.swift; sourceTree = "<group>"; };
    \t\tF2 = {isa = PBXFileReference; path = SharedViewController.swift; sourceTree = "<group>"; };
    \t\tF3 = {isa = PBXFileReference; path = KioskViewController.swift; sourceTree = "<group>"; };
    \t\tF4 = {isa = PBXFileReference; path = LegacyViewController.m; sourceTree = "<group>"; };
    \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
    \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
    \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
    \t\tB4 = {isa = PBXBuildFile; fileRef = F4; };
    \t\tG0 = {isa = PBXGroup; children = (G1, G2, G3, R1); sourceTree = "<group>"; };
    \t\tG1 = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
    \t\tG2 = {isa = PBXGroup; children = (F2, F4); path = Shared; sourceTree = "<group>"; };
    \t\tG3 = {isa = PBXGroup; children = (F3); path = Kiosk; sourceTree = "<group>"; };
    \t\tR1 = {isa = PBXFileReference; lastKnownFileType = folder; path = Packages/Unused; sourceTree = "<group>"; };
    \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1); };
    \t\tP2 = {isa = PBXSourcesBuildPhase; files = (B2, B4); };
    \t\tP3 = {isa = PBXSourcesBuildPhase; files = (B3); };
    \t\tLP = {isa = XCLocalSwiftPackageReference; relativePath = Packages/ScreensKit; };
    \t\tD1 = {isa = XCSwiftPackageProductDependency; package = LP; productName = ScreensKit; };
    \t\tD2 = {isa = XCSwiftPackageProductDependency; productName = Remote; package = RP; };
    \t\tRP = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/Remote"; };
    \t\tTD = {isa = PBXTargetDependency; target = T2; };
    \t\tT1 = {isa = PBXNativeTarget; buildPhases = (P1); dependencies = (TD); name = Reader; packageProductDependencies = (D1, D2); productType = "com.apple.product-type.application"; };
    \t\tT2 = {isa = PBXNativeTarget; buildPhases = (P2); name = Shared; productType = "com.apple.product-type.framework"; };
    \t\tT3 = {isa = PBXNativeTarget; buildPhases = (P3); name = Kiosk; productType = "com.apple.product-type.application"; };
    \t\tPJ = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, T3); };
    \t};
    \trootObject = PJ;
    }
    """

  static let files: [String: String] = [
    "Reader.xcodeproj/project.pbxproj": project,
    "App/SceneDelegate.swift": FollowedCallsTests.sceneDelegate(root: "ScreensFactory.makeRoot()"),
    "Packages/ScreensKit/Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
      name: "ScreensKit",
      products: [.library(name: "ScreensKit", targets: ["ScreensKit"])],
      targets: [.target(name: "ScreensKit")])
    """,
    "Packages/ScreensKit/Sources/ScreensKit/ScreensFactory.swift": """
    public enum ScreensFactory {
      public static func makeRoot() -> UIViewController {
        UINavigationController(rootViewController: FeedViewController())
      }
    }
    public final class FeedViewController: SharedViewController {}
    """,
    "Packages/ScreensKit/Tests/ScreensKitTests/FeedTests.swift": """
    class FeedTestsViewController: UIViewController {}
    """,
    "Shared/SharedViewController.swift": """
    open class SharedViewController: UIViewController {
      open override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    """,
    "Packages/Unused/Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
      name: "Unused", products: [.library(name: "Unused", targets: ["Unused"])],
      targets: [.target(name: "Unused")])
    """,
    "Packages/Unused/Sources/Unused/UnusedViewController.swift": """
    public final class UnusedViewController: UIViewController {}
    """,
    "Kiosk/KioskViewController.swift": "class KioskViewController: UIViewController {}",
    "Kiosk/KioskLegacy.h": "@interface KioskLegacy : UIViewController\n@end\n",
    "Shared/LegacyViewController.h": "@interface LegacyViewController : UIViewController\n@end\n",
    "Shared/LegacyViewController.m": """
    #import "LegacyViewController.h"
    @implementation LegacyViewController
    - (UIStatusBarStyle)preferredStatusBarStyle {
      return UIStatusBarStyleDarkContent;
    }
    @end
    """,
  ]

  func scan() throws -> ScanResult {
    let folder = try TwoTargetApp.write(Self.files)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return AppScanner.scan(
      root: folder,
      options: ScanOptions(discovery: .standard, scannedPath: ".", workers: 2, target: "Reader"))
  }

  @Test func theProjectStatesWhatTheTargetLinks() throws {
    let project = XcodeProjectReader.read(
      path: "Reader.xcodeproj/project.pbxproj", bytes: Array(Self.project.utf8))
    let reader = try #require(project.target(named: "Reader"))
    #expect(reader.localPackageProducts == ["ScreensKit"])
    #expect(reader.dependencyTargetNames == ["Shared"])
    #expect(project.target(named: "Shared")?.isLinkableCode == true)
    #expect(reader.isLinkableCode == false)
    #expect(Set(project.packageFolderCandidates) == ["Packages/ScreensKit", "Packages/Unused"])
  }

  @Test func aLinkedPackageAndFrameworkAreReadWithTheApp() throws {
    let result = try scan()
    let read = Set(result.facts.files.map(\.relativePath))
    #expect(read.contains("Packages/ScreensKit/Sources/ScreensKit/ScreensFactory.swift"))
    #expect(read.contains("Shared/SharedViewController.swift"))
    #expect(read.contains("Shared/LegacyViewController.m"))
    #expect(read.contains("Shared/LegacyViewController.h"))
    // The package's tests, a package the app does not link, and another app's files are not.
    #expect(!read.contains("Packages/ScreensKit/Tests/ScreensKitTests/FeedTests.swift"))
    #expect(!read.contains("Packages/Unused/Sources/Unused/UnusedViewController.swift"))
    #expect(!read.contains("Kiosk/KioskViewController.swift"))
    #expect(!read.contains("Kiosk/KioskLegacy.h"))
    // (The package's tests are skipped by the discovery, as every test folder is.)
    #expect(result.summary.filesOutsideTarget == 3)
    // The root made in the package, of a class whose override is in the framework, is placed.
    let outline = try ScannedHierarchy.outline(of: result.rulesText)
    #expect(
      outline == [
        "scene Scene @ App/SceneDelegate.swift:5", "  window Main @ App/SceneDelegate.swift:5",
        "    Navigation: UINavigationController @ App/SceneDelegate.swift:6",
        "      Feed: FeedViewController @ Packages/ScreensKit/Sources/ScreensKit/ScreensFactory.swift:3",
      ])
    #expect(result.rulesText.contains("class SharedViewController: UIViewController"))
    #expect(result.rulesText.contains("preferredStatusBarStyle = lightContent"))
    // The framework's Objective-C class and its override are declared.
    #expect(result.rulesText.contains("class LegacyViewController: UIViewController"))
    #expect(result.rulesText.contains("preferredStatusBarStyle = darkContent"))
    // Each link is a note with the number of files it adds.
    let notes = result.summary.notes.map(\.what).joined(separator: "\n")
    #expect(notes.contains("links the package ScreensKit: its 1 Swift file is read"))
    #expect(
      notes.contains(
        "links the framework target Shared: its 1 Swift file and 2 Objective-C files are read"))
    #expect(!notes.contains("Unused"))
  }
}
