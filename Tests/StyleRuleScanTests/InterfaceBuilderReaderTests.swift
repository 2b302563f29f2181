import Foundation
import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// A storyboard written for these tests: a tab bar of two navigation stacks, a split view, a
/// presented controller and runtime attributes.
private let storyboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
  initialViewController="TAB-00-001">
      <scenes>
          <!--Tabs-->
          <scene sceneID="SC1">
              <objects>
                  <tabBarController id="TAB-00-001" customClass="RootTabs" customModule="Shop" \
  sceneMemberID="viewController">
                      <connections>
                          <segue destination="NAV-00-001" kind="relationship" \
  relationship="viewControllers" id="S1"/>
                          <segue destination="NAV-00-002" kind="relationship" \
  relationship="viewControllers" id="S2"/>
                      </connections>
                  </tabBarController>
              </objects>
          </scene>
          <scene sceneID="SC2">
              <objects>
                  <navigationController id="NAV-00-001" navigationBarHidden="YES" \
  definesPresentationContext="YES" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" \
  barStyle="black" id="BAR-1"/>
                      <connections>
                          <segue destination="HOME" kind="relationship" \
  relationship="rootViewController" id="S3"/>
                      </connections>
                  </navigationController>
              </objects>
          </scene>
          <scene sceneID="SC3">
              <objects>
                  <navigationController id="NAV-00-002" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" hidden="YES" id="BAR-2"/>
                      <connections>
                          <segue destination="SPLIT" kind="relationship" \
  relationship="rootViewController" id="S4"/>
                      </connections>
                  </navigationController>
              </objects>
          </scene>
          <scene sceneID="SC4">
              <objects>
                  <viewController storyboardIdentifier="Home" id="HOME" customClass="HomeVC" \
  sceneMemberID="viewController">
                      <view key="view" id="V1">
                          <subviews>
                              <button id="BTN">
                                  <connections>
                                      <segue destination="MODAL" kind="presentation" \
  identifier="ShowSettings" modalPresentationStyle="fullScreen" \
  modalTransitionStyle="crossDissolve" id="S5"/>
                                  </connections>
                              </button>
                          </subviews>
                          <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="boolean" keyPath="layer.hidden" \
  value="YES"/>
                          </userDefinedRuntimeAttributes>
                      </view>
                      <userDefinedRuntimeAttributes>
                          <userDefinedRuntimeAttribute type="boolean" \
  keyPath="modalPresentationCapturesStatusBarAppearance" value="YES"/>
                          <userDefinedRuntimeAttribute type="number" keyPath="modalPresentationStyle">
                              <integer key="value" value="5"/>
                          </userDefinedRuntimeAttribute>
                      </userDefinedRuntimeAttributes>
                      <connections>
                          <segue destination="OLD" kind="modal" id="S6"/>
                          <segue destination="REF" kind="show" identifier="More" id="S7"/>
                      </connections>
                  </viewController>
              </objects>
          </scene>
          <scene sceneID="SC5">
              <objects>
                  <viewController id="MODAL" customClass="SettingsVC" \
  modalPresentationStyle="overFullScreen" modalTransitionStyle="coverVertical" \
  modalPresentationCapturesStatusBarAppearance="YES" sceneMemberID="viewController"/>
                  <tableViewController id="OLD" sceneMemberID="viewController"/>
                  <viewControllerPlaceholder storyboardName="Profile" \
  referencedIdentifier="ProfileRoot" id="REF" sceneMemberID="viewController"/>
              </objects>
          </scene>
          <scene sceneID="SC6">
              <objects>
                  <splitViewController id="SPLIT" sceneMemberID="viewController">
                      <connections>
                          <segue destination="PAGE" kind="relationship" \
  relationship="masterViewController" id="S8"/>
                          <segue destination="HOST" kind="relationship" \
  relationship="detailViewController" id="S9"/>
                          <segue destination="COLL" kind="relationship" \
  relationship="supplementaryViewController" id="S10"/>
                      </connections>
                  </splitViewController>
                  <pageViewController id="PAGE" sceneMemberID="viewController"/>
                  <hostingController id="HOST" customClass="ProfileHost" \
  sceneMemberID="viewController"/>
                  <collectionViewController id="COLL" sceneMemberID="viewController"/>
                  <avPlayerViewController id="AVP" sceneMemberID="viewController"/>
              </objects>
          </scene>
      </scenes>
  </document>

  """

/// The 1-based line of the first line of `text` containing `needle`.
private func line(of needle: String, in text: String) -> Int? {
  text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
    $0.contains(needle)
  }.map { $0 + 1 }
}

@Suite struct InterfaceBuilderReaderTests {
  let document = InterfaceBuilderReader.read(
    path: "App/Main.storyboard", bytes: Array(storyboard.utf8))

  @Test func readsTheInitialControllerAndKind() {
    #expect(document.problems == [])
    #expect(document.kind == .storyboard)
    #expect(document.initialViewController?.id == "TAB-00-001")
    #expect(document.initialViewController?.className == "RootTabs")
    #expect(document.initialViewController?.customModule?.value == "Shop")
    #expect(document.initialViewControllerID?.origin.line == 2)
  }

  @Test(arguments: [
    ("TAB-00-001", InterfaceBuilderControllerKind.tabBarController, "RootTabs"),
    ("NAV-00-001", .navigationController, "UINavigationController"),
    ("HOME", .viewController, "HomeVC"),
    ("OLD", .tableViewController, "UITableViewController"),
    ("SPLIT", .splitViewController, "UISplitViewController"),
    ("PAGE", .pageViewController, "UIPageViewController"),
    ("HOST", .hostingController, "ProfileHost"),
    ("COLL", .collectionViewController, "UICollectionViewController"),
  ])
  func readsEachControllerKindAndClass(
    id: String, kind: InterfaceBuilderControllerKind, className: String
  ) throws {
    let controller = try #require(document.controller(id: id))
    #expect(controller.kind == kind)
    #expect(controller.className == className)
    #expect(controller.origin.line == line(of: "id=\"\(id)\"", in: storyboard))
  }

  @Test func keepsUnknownControllerElementsAndStoryboardReferences() throws {
    let player = try #require(document.controller(id: "AVP"))
    #expect(player.kind == .other("avPlayerViewController"))
    #expect(player.className == nil)
    let reference = try #require(document.controller(id: "REF"))
    #expect(reference.kind == .storyboardReference)
    #expect(reference.referencedStoryboardName?.value == "Profile")
    #expect(reference.referencedIdentifier?.value == "ProfileRoot")
  }

  @Test func readsStoryboardIdentifiersAndScenes() throws {
    let home = try #require(document.controller(storyboardIdentifier: "Home"))
    #expect(home.id == "HOME")
    #expect(home.sceneID == "SC4")
  }

  @Test(arguments: [
    ("S1", InterfaceBuilderSegue.Kind.relationship(.viewControllers), "TAB-00-001", "NAV-00-001"),
    ("S2", .relationship(.viewControllers), "TAB-00-001", "NAV-00-002"),
    ("S3", .relationship(.rootViewController), "NAV-00-001", "HOME"),
    ("S5", .presentation, "HOME", "MODAL"),
    ("S6", .modal, "HOME", "OLD"),
    ("S7", .show, "HOME", "REF"),
    ("S8", .relationship(.masterViewController), "SPLIT", "PAGE"),
    ("S9", .relationship(.detailViewController), "SPLIT", "HOST"),
    ("S10", .relationship(.splitViewColumn("supplementaryViewController")), "SPLIT", "COLL"),
  ])
  func readsSegues(
    id: String, kind: InterfaceBuilderSegue.Kind, source: String, destination: String
  )
    throws
  {
    let segue = try #require(document.segues.first { $0.id == id })
    #expect(segue.kind == kind)
    #expect(segue.sourceID == source)
    #expect(segue.destinationID == destination)
    #expect(segue.origin.line == line(of: "id=\"\(id)\"", in: storyboard))
  }

  @Test func readsPresentationAttributesOfSeguesAndTheirTriggers() throws {
    let segue = try #require(document.segues.first { $0.id == "S5" })
    #expect(segue.kind.isModalPresentation)
    #expect(segue.identifier == "ShowSettings")
    #expect(segue.modalPresentationStyle?.value == "fullScreen")
    #expect(segue.modalTransitionStyle?.value == "crossDissolve")
    #expect(segue.triggerElement == "button")
    #expect(segue.triggerID == "BTN")
    #expect(segue.modalPresentationStyle?.origin.line == line(of: "fullScreen", in: storyboard))
    #expect(document.segues(from: "HOME").map(\.id) == ["S5", "S6", "S7"])
  }

  @Test func readsPresentationAttributesOfControllers() throws {
    let modal = try #require(document.controller(id: "MODAL"))
    #expect(modal.modalPresentationStyle?.value == "overFullScreen")
    #expect(modal.modalTransitionStyle?.value == "coverVertical")
    #expect(modal.modalPresentationCapturesStatusBarAppearance?.value == true)
    let navigation = try #require(document.controller(id: "NAV-00-001"))
    #expect(navigation.definesPresentationContext?.value == true)
  }

  @Test func readsNavigationBarStyleAndHiding() throws {
    let first = try #require(document.controller(id: "NAV-00-001"))
    #expect(first.navigationBarHidden?.value == true)
    #expect(first.navigationBarStyle?.value == "black")
    #expect(first.navigationBarStyle?.origin.line == line(of: "barStyle=", in: storyboard))
    #expect(first.navigationBarElementHidden == nil)
    let second = try #require(document.controller(id: "NAV-00-002"))
    #expect(second.navigationBarHidden == nil)
    #expect(second.navigationBarElementHidden?.value == true)
  }

  @Test func readsRuntimeAttributesOfTheControllerOnly() throws {
    let home = try #require(document.controller(id: "HOME"))
    #expect(
      home.runtimeAttributes.map(\.keyPath) == [
        "modalPresentationCapturesStatusBarAppearance", "modalPresentationStyle",
      ])
    #expect(
      home.runtimeAttribute("modalPresentationCapturesStatusBarAppearance")?.boolValue == true)
    #expect(home.runtimeAttribute("modalPresentationStyle")?.value == "5")
  }

  @Test func locatesAttributesOnTheirOwnLineAndColumn() throws {
    let text =
      "<document initialViewController=\"A\">\n  <scenes><scene sceneID=\"s\"><objects>\n"
      + "    <viewController id=\"A\"\n        customClass=\"Café\" sceneMemberID=\"viewController\"/>"
      + "\n  </objects></scene></scenes>\n</document>\n"
    let document = InterfaceBuilderReader.read(path: "x.storyboard", bytes: Array(text.utf8))
    let controller = try #require(document.controller(id: "A"))
    #expect(controller.origin == SourceOrigin(path: "x.storyboard", line: 3, column: 5))
    #expect(controller.customClass?.value == "Café")
    #expect(
      controller.customClass?.origin == SourceOrigin(path: "x.storyboard", line: 4, column: 9))
  }

  @Test func readsAXibsFilesOwnerAndNestedControllers() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginVC"/>
              <navigationController id="N1">
                  <viewControllers>
                      <viewController id="C1" customClass="Inner"/>
                  </viewControllers>
              </navigationController>
          </objects>
      </document>
      """
    let document = InterfaceBuilderReader.read(path: "Login.xib", bytes: Array(xib.utf8))
    #expect(document.problems == [])
    #expect(document.kind == .xib)
    #expect(document.filesOwnerClass?.value == "LoginVC")
    #expect(document.filesOwnerClass?.origin.line == 4)
    #expect(document.controller(id: "C1")?.containerID == "N1")
    #expect(document.controller(id: "N1")?.containerID == nil)
  }
}
