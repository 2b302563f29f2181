import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Device models on the command line and in `.stylerule.yml`, end to end through the binary.
@Suite("stylerule with device models")
struct DeviceModelCommandTests {
  static let file = Data("window { A: UIViewController }\n".utf8)

  @Test("--device takes a model; resolve names it with its family")
  func modelFlag() throws {
    let result = try BinaryRunner.run(
      ["resolve", "-", "--device", "iphone-6s", "--ios", "12"], input: Self.file)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput.contains(
        "Environment: iOS 12 (overridden), iPhone 6s (iPhone with Home button, overridden), "))
  }

  @Test(
    "--device with a model that cannot run --ios exits 2 with nothing on stdout",
    arguments: ["resolve", "lint", "explain", "timeline", "graph"])
  func impossibleModel(_ command: String) throws {
    var arguments = [command, "-", "--device", "iphone-4s", "--ios", "12"]
    if command == "explain" { arguments.insert("A", at: 2) }
    let result = try BinaryRunner.run(arguments, input: Self.file)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix(
        "<stdin>: error: impossible environment: the iPhone 4S does not run iOS 12 (it runs "
          + "iOS 5 through iOS 9), so --ios 12 and --device iphone-4s cannot both hold; use "
          + "--ios 9 or earlier, or --device iphone-8"))
  }

  @Test("a comparison of versions names each version the model does not run")
  func impossibleVersions() throws {
    let result = try BinaryRunner.run(
      ["resolve", "-", "--device", "iphone-6s", "--ios", "7,12,18"], input: Self.file)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix(
        "<stdin>: error: impossible environment: the iPhone 6s does not run iOS 7 or iOS 18 (it "
          + "runs iOS 9 through iOS 15), so those versions of --ios and --device iphone-6s cannot "
          + "both hold; use --ios 9 through 15, or --device iphone-home-button"))
  }

  @Test("JSON has 'model' only when a model was given")
  func json() throws {
    let byModel = try BinaryRunner.run(
      ["resolve", "-", "--device", "iphone-14-pro", "--format", "json"], input: Self.file)
    #expect(byModel.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(byModel.standardOutput.utf8)) as? [String: Any])
    let environment = try #require(object["environment"] as? [String: Any])
    #expect(environment["model"] as? String == "iphone-14-pro")
    #expect(environment["device"] as? String == "iphone-face-id")

    let byFamily = try BinaryRunner.run(
      ["resolve", "-", "--device", "iphone-face-id", "--format", "json"], input: Self.file)
    let familyObject = try #require(
      try JSONSerialization.jsonObject(with: Data(byFamily.standardOutput.utf8))
        as? [String: Any])
    let familyEnvironment = try #require(familyObject["environment"] as? [String: Any])
    #expect(familyEnvironment["model"] == nil)
  }

  @Test(
    "device: in .stylerule.yml takes a model, and its impossible version names the configuration")
  func configuration() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylerule-device-model-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent(".stylerule.yml")
    try Data("environment:\n  device: ipad-air-2\n".utf8).write(to: config)
    let fine = try BinaryRunner.run(
      ["resolve", "-", "--config", config.path, "--ios", "12"], input: Self.file)
    #expect(fine.status == 0, "\(fine.standardError)")
    #expect(fine.standardOutput.contains("iPad Air 2 (iPad, configured)"))
    let impossible = try BinaryRunner.run(
      ["resolve", "-", "--config", config.path, "--ios", "17"], input: Self.file)
    #expect(impossible.status == 2)
    #expect(impossible.standardOutput.isEmpty)
    #expect(impossible.standardError.contains("'device: ipad-air-2' in the configuration"))
    #expect(impossible.standardError.contains("'device: ipad-9' in the configuration"))
  }
}
