import Testing

@testable import StyleRuleScan

/// Which headers are read with a target's Objective-C files (issue 25).
@Suite struct ObjectiveCHeaderMembershipTests {
  static let membership = ObjectiveCHeaderMembership(
    sources: ["Classes/Compose/OTRComposeViewController.m", "App/main.swift"],
    headers: ["Headers/ChatSecureCore.h"])

  @Test(
    "a header is read when the Headers phase lists it, beside an implementation, or of its name",
    arguments: [
      ("Headers/ChatSecureCore.h", true),
      ("Classes/Compose/Private.h", true),
      ("Public/OTRComposeViewController.h", true),
      ("Public/OTRSettingsViewController.h", false),
      ("App/Bridging-Header.h", false),
      ("Classes/Compose/Nested/Deeper.h", false),
    ])
  func header(path: String, isRead: Bool) {
    #expect(Self.membership.includes(header: path) == isRead)
  }

  @Test("the Headers build phase's files are the target's headers")
  func headersPhase() {
    let project = """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\tF1 = {isa = PBXFileReference; path = Core.h; sourceTree = "<group>"; };
      \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
      \t\tG0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
      \t\tG1 = {isa = PBXGroup; children = (F1); path = Public; sourceTree = "<group>"; };
      \t\tH1 = {isa = PBXHeadersBuildPhase; files = (B1); };
      \t\tT1 = {isa = PBXNativeTarget; buildPhases = (H1); name = Core; productType = "com.apple.product-type.framework"; };
      \t\tPJ = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1); };
      \t};
      \trootObject = PJ;
      }
      """
    let read = XcodeProjectReader.read(
      path: "Core.xcodeproj/project.pbxproj", bytes: Array(project.utf8))
    #expect(read.target(named: "Core")?.headerFiles.compactMap(\.path) == ["Public/Core.h"])
    #expect(read.target(named: "Core")?.sourceFiles.isEmpty == true)
  }
}
