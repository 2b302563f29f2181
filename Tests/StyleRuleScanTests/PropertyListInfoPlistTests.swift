import Foundation
import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// An Info.plist written for these tests.
private let infoPlist = """
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">
  <dict>
  \t<key>CFBundleName</key>
  \t<string>Shop</string>
  \t<key>UIViewControllerBasedStatusBarAppearance</key>
  \t<false/>
  \t<key>UIStatusBarStyle</key>
  \t<string>UIStatusBarStyleLightContent</string>
  \t<key>UIStatusBarStyle~ipad</key>
  \t<string>UIStatusBarStyleDarkContent</string>
  \t<key>UIStatusBarHidden~iphone</key>
  \t<true/>
  \t<key>UIUserInterfaceStyle</key>
  \t<string>Dark</string>
  \t<key>UILaunchStoryboardName</key>
  \t<string>LaunchScreen</string>
  \t<key>UIMainStoryboardFile</key>
  \t<string>Main</string>
  \t<key>UIApplicationSceneManifest</key>
  \t<dict>
  \t\t<key>UIApplicationSupportsMultipleScenes</key>
  \t\t<true/>
  \t\t<key>UISceneConfigurations</key>
  \t\t<dict>
  \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
  \t\t\t<array>
  \t\t\t\t<dict>
  \t\t\t\t\t<key>UISceneConfigurationName</key>
  \t\t\t\t\t<string>Default Configuration</string>
  \t\t\t\t\t<key>UISceneDelegateClassName</key>
  \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
  \t\t\t\t\t<key>UISceneStoryboardFile</key>
  \t\t\t\t\t<string>Main</string>
  \t\t\t\t</dict>
  \t\t\t\t<dict>
  \t\t\t\t\t<key>UISceneConfigurationName</key>
  \t\t\t\t\t<string>Second</string>
  \t\t\t\t\t<key>UISceneDelegateClassName</key>
  \t\t\t\t\t<string>OtherDelegate</string>
  \t\t\t\t</dict>
  \t\t\t</array>
  \t\t</dict>
  \t</dict>
  </dict>
  </plist>

  """

/// The 1-based line of the first line of `text` containing `needle`.
private func line(of needle: String, in text: String) -> Int? {
  text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
    $0.contains(needle)
  }.map { $0 + 1 }
}

@Suite struct PropertyListInfoPlistTests {
  let info = InfoPlistReader.read(path: "App/Info.plist", bytes: Array(infoPlist.utf8))

  @Test(arguments: [
    (InfoPlistKey.viewControllerBasedStatusBarAppearance, nil, PropertyListValue.bool(false)),
    (.statusBarStyle, nil, .string("UIStatusBarStyleLightContent")),
    (.statusBarStyle, InfoPlistDevice.ipad, .string("UIStatusBarStyleDarkContent")),
    (.statusBarHidden, .iphone, .bool(true)),
    (.userInterfaceStyle, nil, .string("Dark")),
    (.launchStoryboardName, nil, .string("LaunchScreen")),
    (.mainStoryboardFile, nil, .string("Main")),
  ])
  func readsEachKeyWithItsLine(
    key: InfoPlistKey, device: InfoPlistDevice?, value: PropertyListValue
  ) throws {
    #expect(info.problems == [])
    #expect(info.format == .xml)
    let entry = try #require(info.entry(key, device: device))
    #expect(entry.value == value)
    let written = "<key>\(entry.plistKey)</key>"
    #expect(
      entry.origin
        == SourceOrigin(path: "App/Info.plist", line: line(of: written, in: infoPlist), column: 2))
  }

  @Test func ignoresKeysTheScanDoesNotUse() {
    #expect(info.entries.count == 8)
    #expect(info.entry(.statusBarHidden) == nil)
  }

  @Test func readsTheSceneManifestWithLines() throws {
    let manifest = try #require(info.sceneManifest)
    #expect(manifest.supportsMultipleScenes?.value == true)
    #expect(manifest.configurations.count == 2)
    let first = manifest.configurations[0]
    #expect(first.role == "UIWindowSceneSessionRoleApplication")
    #expect(first.name?.value == "Default Configuration")
    #expect(first.delegateClassName?.value == "$(PRODUCT_MODULE_NAME).SceneDelegate")
    #expect(first.delegateTypeName == "SceneDelegate")
    #expect(first.storyboardName?.value == "Main")
    #expect(first.storyboardName?.origin.line == line(of: "UISceneStoryboardFile", in: infoPlist))
    let second = manifest.configurations[1]
    #expect(second.delegateClassName?.value == "OtherDelegate")
    #expect(second.storyboardName == nil)
    let secondLine = infoPlist.split(separator: "\n", omittingEmptySubsequences: false)
      .indices.filter {
        infoPlist.split(separator: "\n", omittingEmptySubsequences: false)[$0].contains(
          "UISceneDelegateClassName")
      }
      .map { $0 + 1 }
    #expect(second.delegateClassName?.origin.line == secondLine.last)
  }

  @Test func readsABinaryPlistWrittenByFoundation() throws {
    let xml = PropertyListReader.read(path: "x", bytes: Array(infoPlist.utf8))
    let object = try PropertyListSerialization.propertyList(
      from: Data(infoPlist.utf8), options: [], format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    #expect(binary.starts(with: Array("bplist".utf8)))
    let read = InfoPlistReader.read(path: "Bin/Info.plist", bytes: Array(binary))
    #expect(read.format == .binary)
    #expect(read.problems == [])
    #expect(read.entries.map(\.value) == info.entries.map(\.value))
    #expect(read.entries.allSatisfy { $0.origin == SourceOrigin(path: "Bin/Info.plist") })
    #expect(read.sceneManifest?.configurations.count == 2)
    #expect(xml.root == PropertyListReader.read(path: "y", bytes: Array(binary)).root)
  }

  @Test func readsAnOpenStepPlistWithLines() throws {
    let text = """
      // An old-style plist.
      {
        UIStatusBarStyle = UIStatusBarStyleLightContent;
        UIViewControllerBasedStatusBarAppearance = NO; /* the switch */
        UIApplicationSceneManifest = {
          UISceneConfigurations = {
            UIWindowSceneSessionRoleApplication = (
              { UISceneDelegateClassName = "App.SceneDelegate"; },
            );
          };
        };
      }
      """
    let read = InfoPlistReader.read(path: "Info.plist", bytes: Array(text.utf8))
    #expect(read.format == .openStep)
    #expect(read.problems == [])
    let style = try #require(read.entry(.statusBarStyle))
    #expect(style.origin == SourceOrigin(path: "Info.plist", line: 3, column: 3))
    let based = try #require(read.entry(.viewControllerBasedStatusBarAppearance))
    #expect(based.value.boolValue == false)
    let delegate = try #require(read.sceneManifest?.configurations.first?.delegateClassName)
    #expect(delegate.value == "App.SceneDelegate")
    #expect(delegate.origin.line == 8)
  }

  @Test func saysWhenTheRootIsNotADictionary() {
    let read = InfoPlistReader.read(
      path: "Info.plist", bytes: Array("<plist><array><string>a</string></array></plist>".utf8))
    #expect(read.entries.isEmpty)
    #expect(read.problems.map(\.kind) == [.malformed])
  }
}
