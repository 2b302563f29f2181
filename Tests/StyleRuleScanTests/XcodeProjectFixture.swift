/// Small Xcode project files written for the project reader tests.
enum XcodeProjectFixture {
  /// A project with two applications (one with file lists, one folder-synchronised), a test
  /// bundle, groups, a variant group, xcconfig references and Info.plist build settings.
  static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tBF01 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR01 /* AppDelegate.swift */; };
    \t\tBF02 /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR02; };
    \t\tBF03 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = VG01; };
    \t\tBF04 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR05; };
    /* End PBXBuildFile section */

    \t\tFR01 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
    \t\tFR02 = {isa = PBXFileReference; path = Screens/Home.swift; sourceTree = "<group>"; };
    \t\tFR03 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    \t\tFR04 = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
    \t\tFR05 = {isa = PBXFileReference; path = Shared/Shared.swift; sourceTree = SOURCE_ROOT; };
    \t\tFR06 = {isa = PBXFileReference; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tFR07 = {isa = PBXFileReference; path = Project.xcconfig; sourceTree = "<group>"; };
    \t\tVG01 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (FR03,); name = Main.storyboard; sourceTree = "<group>"; };
    \t\tGR00 = {isa = PBXGroup; children = (GR01, GR02, SY01, FR06,); sourceTree = "<group>"; };
    \t\tGR01 /* Shop */ = {isa = PBXGroup; children = (FR01, FR02, VG01,); path = Shop; sourceTree = "<group>"; };
    \t\tGR02 /* Config */ = {isa = PBXGroup; children = (FR04, FR07,); path = Config; sourceTree = "<group>"; };
    \t\tSY01 /* Admin */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX01,); path = Admin; sourceTree = "<group>"; };
    \t\tEX01 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Preview/Fake.swift,); target = TG03; };

    \t\tPH01 = {isa = PBXSourcesBuildPhase; files = (BF01, BF02, BF04,); };
    \t\tPH02 = {isa = PBXResourcesBuildPhase; files = (BF03,); };

    \t\tTG01 /* Shop */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = CL01;
    \t\t\tbuildPhases = (PH01, PH02,);
    \t\t\tname = Shop;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tTG02 = {isa = PBXNativeTarget; buildConfigurationList = CL02; buildPhases = (); name = ShopTests; productType = "com.apple.product-type.bundle.unit-test"; };
    \t\tTG03 = {isa = PBXNativeTarget; buildConfigurationList = CL03; buildPhases = (); fileSystemSynchronizedGroups = (SY01,); name = Admin; productType = "com.apple.product-type.application"; };
    \t\tAG01 = {isa = PBXAggregateTarget; name = Lint; };

    \t\tPJ01 = {
    \t\t\tisa = PBXProject;
    \t\t\tbuildConfigurationList = CL00;
    \t\t\tmainGroup = GR00;
    \t\t\tprojectDirPath = "";
    \t\t\ttargets = (TG01, TG02, TG03, AG01,);
    \t\t};

    \t\tBC00 = {isa = XCBuildConfiguration; baseConfigurationReference = FR07; buildSettings = {
    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;
    \t\t\t\tSWIFT_VERSION = 5.0;
    \t\t\t}; name = Debug; };
    \t\tBC01 = {isa = XCBuildConfiguration; baseConfigurationReference = FR07; buildSettings = {
    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;
    \t\t\t}; name = Release; };
    \t\tBC10 = {isa = XCBuildConfiguration; baseConfigurationReference = FR04; buildSettings = {
    \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
    \t\t\t\tINFOPLIST_FILE = Shop/Info.plist;
    \t\t\t\tINFOPLIST_KEY_UIStatusBarStyle = UIStatusBarStyleDarkContent;
    \t\t\t\t"INFOPLIST_KEY_UIStatusBarHidden[sdk=iphonesimulator*]" = YES;
    \t\t\t\tOTHER_SWIFT_FLAGS = ("-D", "DEBUG MODE",);
    \t\t\t}; name = Debug; };
    \t\tBC11 = {isa = XCBuildConfiguration; baseConfigurationReference = FR04; buildSettings = {
    \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
    \t\t\t\tINFOPLIST_FILE = Shop/Info.plist;
    \t\t\t\tINFOPLIST_KEY_UIStatusBarStyle = UIStatusBarStyleLightContent;
    \t\t\t\tINFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance = NO;
    \t\t\t}; name = Release; };
    \t\tBC20 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)";}; name = Debug; };
    \t\tBC30 = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = SY01; baseConfigurationReferenceRelativePath = Admin.xcconfig; buildSettings = {
    \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
    \t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
    \t\t\t\tINFOPLIST_KEY_UIStatusBarHidden = YES;
    \t\t\t}; name = Release; };

    \t\tCL00 = {isa = XCConfigurationList; buildConfigurations = (BC00, BC01,); defaultConfigurationName = Release; };
    \t\tCL01 = {isa = XCConfigurationList; buildConfigurations = (BC10, BC11,); defaultConfigurationName = Release; };
    \t\tCL02 = {isa = XCConfigurationList; buildConfigurations = (BC20,); };
    \t\tCL03 = {isa = XCConfigurationList; buildConfigurations = (BC30,); defaultConfigurationName = Release; };
    \t};
    \trootObject = PJ01 /* Project object */;
    }

    """

  /// The 1-based line of the first line of the fixture containing `needle`.
  static func line(of needle: String, in text: String = pbxproj) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(needle)
    }.map { $0 + 1 }
  }

  /// The 1-based line of the first line containing `needle` after the first containing `anchor`.
  static func line(of needle: String, after anchor: String) -> Int? {
    let lines = pbxproj.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.contains(anchor) }) else { return nil }
    return lines[start...].firstIndex { $0.contains(needle) }.map { $0 + 1 }
  }
}
