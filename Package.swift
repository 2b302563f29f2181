// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "stylerule",
  products: [
    .library(name: "StyleRuleKit", targets: ["StyleRuleKit"]),
    .library(name: "StyleRuleScan", targets: ["StyleRuleScan"]),
    .library(name: "StyleRuleSnapshot", targets: ["StyleRuleSnapshot"]),
    .executable(name: "stylerule", targets: ["stylerule"]),
    .executable(name: "stylerule-scan", targets: ["stylerule-scan"]),
    .executable(name: "stylerule-config", targets: ["stylerule-config"]),
    .plugin(name: "StyleRuleLintPlugin", targets: ["StyleRuleLintPlugin"]),
    .plugin(name: "StyleRuleCommandPlugin", targets: ["StyleRuleCommandPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
    // The scanner parses the app's Swift sources with SwiftParser.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    // `swift package generate-documentation --target StyleRuleKit` builds the DocC archive.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    // `.stylerule.yml`, the configuration file, is YAML.
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    // The engine: rules language, model, resolver, diagnostics and renderers.
    // Foundation and the standard library only, so it can be embedded anywhere.
    .target(name: "StyleRuleKit"),
    // The scanner: reads an app's Swift sources, storyboards, Info.plist and project files
    // and writes the rules file they state. The engine does not depend on it.
    .target(
      name: "StyleRuleScan",
      dependencies: [
        "StyleRuleKit",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    // The configuration file `.stylerule.yml`: what it sets, where it is, and the report
    // `stylerule-config` hands back. No Yams here: the command-line tool links it.
    .target(name: "StyleRuleConfiguration", dependencies: ["StyleRuleKit"]),
    // Reading `.stylerule.yml` with Yams, with located errors.
    .target(
      name: "StyleRuleConfigurationReader",
      dependencies: [
        "StyleRuleConfiguration", "StyleRuleKit", .product(name: "Yams", package: "Yams"),
      ]
    ),
    // The live app's snapshot, which an app links in Debug builds: `po
    // StatusBarSnapshot.capture()` writes the rules file of the app as it is on screen. It
    // depends on nothing, not even the engine, and builds in the Swift 5 language mode, so
    // that the projects of current Xcode versions can add it (see Docs/snapshot.md).
    .target(name: "StyleRuleSnapshot", swiftSettings: [.swiftLanguageMode(.v5)]),
    // The command-line tool: options, calling the library, streams and exit codes.
    .executableTarget(
      name: "stylerule",
      dependencies: [
        "StyleRuleKit",
        "StyleRuleConfiguration",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The scanner's executable, started by `stylerule scan` (and by commands given an app's
    // folder): swift-syntax is loaded only by the commands that scan, not at every start-up.
    .executableTarget(name: "stylerule-scan", dependencies: ["StyleRuleScan"]),
    // The configuration reader's executable, started by `stylerule` when a `.stylerule.yml`
    // is there: Yams and Foundation are loaded only then, not at every start-up.
    .executableTarget(name: "stylerule-config", dependencies: ["StyleRuleConfigurationReader"]),
    // `stylerule lint` over a target's sources as a build step: findings on the Swift lines
    // in `swift build` and Xcode. The companions come along so that stylerule finds them.
    .plugin(
      name: "StyleRuleLintPlugin",
      capability: .buildTool(),
      dependencies: ["stylerule", "stylerule-scan", "stylerule-config"]
    ),
    // `swift package stylerule lint|scan|…` on the package, without installing stylerule.
    .plugin(
      name: "StyleRuleCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "stylerule", description: "Lint or scan the package with stylerule")),
      dependencies: ["stylerule", "stylerule-scan", "stylerule-config"]
    ),
    // The benchmark: synthetic apps of growing size, timed stage by stage (release build:
    // `swift run -c release Benchmarks`; see Docs/performance.md).
    .executableTarget(name: "Benchmarks", dependencies: ["StyleRuleKit"]),
    // The scan benchmark: synthetic apps of 1,000 to 10,000 Swift files, the whole scan
    // against a bare SwiftParser parse of the same files (`swift run -c release
    // ScanBenchmarks`; see Docs/performance.md).
    .executableTarget(
      name: "ScanBenchmarks",
      dependencies: [
        "StyleRuleKit", "StyleRuleScan",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    // The generator of the built-in case catalogue, `CaseCatalogue+Files.swift`, from the
    // files under `Rules/` (`swift run CaseCatalogueGenerator`; CaseCatalogueTests checks
    // that the committed file is what it writes). Foundation only; not a product.
    .executableTarget(name: "CaseCatalogueGenerator"),
    // Helpers shared by the test targets (golden files, locating the package and the binary).
    .target(
      name: "StyleRuleTestSupport",
      dependencies: ["StyleRuleKit"],
      path: "Tests/StyleRuleTestSupport"
    ),
    .testTarget(
      name: "StyleRuleKitTests",
      dependencies: ["StyleRuleKit", "StyleRuleTestSupport", "CaseCatalogueGenerator"]
    ),
    .testTarget(
      name: "StyleRuleScanTests",
      dependencies: ["StyleRuleScan", "StyleRuleKit", "StyleRuleTestSupport"]
    ),
    .testTarget(
      name: "StyleRuleConfigurationTests",
      dependencies: [
        "StyleRuleConfiguration", "StyleRuleConfigurationReader", "StyleRuleKit",
        "StyleRuleTestSupport",
      ]
    ),
    .testTarget(
      name: "StyleRuleSnapshotTests",
      dependencies: ["StyleRuleSnapshot", "StyleRuleKit", "StyleRuleTestSupport"]
    ),
    .testTarget(
      name: "StyleRuleCLITests",
      dependencies: [
        "stylerule", "stylerule-scan", "stylerule-config", "StyleRuleKit", "StyleRuleTestSupport",
      ]
    ),
  ]
)
