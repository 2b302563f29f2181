// swift-tools-version:6.1
// A package that applies stylerule's build tool plugin to a target: `swift build` lints the
// target's sources and prints the findings on its Swift lines. Used by
// Tests/StyleRuleCLITests/PluginTests.swift, which builds it against this repository.
import PackageDescription

let package = Package(
  name: "PluginPackage",
  dependencies: [.package(name: "stylerule", path: "../../..")],
  targets: [
    .target(
      name: "Screens",
      plugins: [.plugin(name: "StyleRuleLintPlugin", package: "stylerule")]
    )
  ]
)
