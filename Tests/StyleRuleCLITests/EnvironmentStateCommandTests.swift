import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `--in-call`, `--no-in-call` and `--sdk` on the command line, and `in-call:` and `sdk:` in
/// `.stylerule.yml`, end to end through the binary.
@Suite("stylerule with a call and a linked SDK")
struct EnvironmentStateCommandTests {
  static let file = Data(
    "environment ios 9, device iphone-6s\nwindow { A: UIViewController }\n".utf8)

  @Test("--in-call and --sdk show on the environment line, marked as overridden")
  func flags() throws {
    let result = try BinaryRunner.run(
      ["resolve", "-", "--in-call", "--sdk", "8"], input: Self.file)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        ", in a call (overridden), linked with the iOS 8 SDK (overridden)\n"))
  }

  @Test("--no-in-call replaces the file's in-call; JSON says so with its origin")
  func noInCall() throws {
    let file = Data("environment ios 9, in-call\nwindow { A: UIViewController }\n".utf8)
    let result = try BinaryRunner.run(
      ["resolve", "-", "--no-in-call", "--format", "json"], input: file)
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let environment = try #require(object["environment"] as? [String: Any])
    #expect(environment["inCall"] as? Bool == false)
    #expect(environment["sdk"] == nil)
    let origins = try #require(environment["origins"] as? [String: Any])
    #expect(origins["inCall"] as? String == "override")
  }

  @Test("an SDK newer than --ios exits 2 with nothing on stdout, naming both")
  func impossible() throws {
    let result = try BinaryRunner.run(
      ["resolve", "-", "--sdk", "10"], input: Self.file)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix(
        "<stdin>:1:13: error: impossible environment: the linked SDK matters only when it is "
          + "older than the iOS version the app runs on (L1.15), and the iOS 10 SDK is newer "
          + "than iOS 9, so --sdk 10 and 'ios 9' in the file cannot both hold; use --sdk 9 or "
          + "older"))
  }

  @Test(
    "--sdk outside iOS 6 to 18, 26 and 27 is a usage error that says why",
    arguments: [
      ("5", "older than the versions stylerule models"),
      ("19", "iOS 19 does not exist"), ("10.3", "invalid for '--sdk"),
      ("28", "newer than the versions stylerule models"),
    ])
  func outside(_ value: String, _ why: String) throws {
    let result = try BinaryRunner.run(["resolve", "-", "--sdk", value], input: Self.file)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(why), "\(result.standardError)")
  }

  @Test(
    "--ios names a released version: iOS 19 to 25 never existed (R35), 26 and 27 are modelled",
    arguments: [
      ("21", "iOS 21 does not exist"), ("25.1", "use 18 or 26"), ("26", nil), ("27.1", nil),
    ])
  func yearNumbered(_ value: String, _ why: String?) throws {
    let result = try BinaryRunner.run(
      ["resolve", "-", "--ios", value], input: Data("window { A: UIViewController }\n".utf8))
    if let why {
      #expect(result.status == 64)
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.contains(why), "\(result.standardError)")
    } else {
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput.contains("iOS \(value)"), "\(result.standardOutput)")
    }
  }

  @Test(
    "--device and device: name a device stylerule knows but does not model: said, not guessed",
    arguments: UnmodelledDevice.allCases)
  func unmodelledDevice(_ device: UnmodelledDevice) throws {
    let file = Data("window { A: UIViewController }\n".utf8)
    let option = try BinaryRunner.run(["resolve", "-", "--device", device.rawValue], input: file)
    #expect(option.status == 64)
    #expect(option.standardOutput.isEmpty)
    #expect(option.standardError.contains("'\(device.rawValue)' is not modelled"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylerule-device-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent(".stylerule.yml")
    try Data("environment:\n  device: \(device.rawValue)\n".utf8).write(to: config)
    let configured = try BinaryRunner.run(
      ["resolve", "-", "--config", config.path], input: file)
    #expect(configured.status == 2)
    #expect(configured.standardOutput.isEmpty)
    #expect(configured.standardError.contains("'device': '\(device.rawValue)' is not modelled"))
  }

  @Test("in-call: and sdk: in .stylerule.yml fill what the file leaves unsaid")
  func configuration() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylerule-in-call-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent(".stylerule.yml")
    try Data("environment:\n  in-call: true\n  sdk: 7\n".utf8).write(to: config)
    let result = try BinaryRunner.run(
      ["resolve", "-", "--config", config.path], input: Self.file)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        ", in a call (configured), linked with the iOS 7 SDK (configured)\n"))
    try Data("environment:\n  sdk: 5\n".utf8).write(to: config)
    let invalid = try BinaryRunner.run(
      ["resolve", "-", "--config", config.path], input: Self.file)
    #expect(invalid.status == 2)
    #expect(invalid.standardError.contains("'sdk': the iOS 5 SDK: iOS 5 is older than"))
  }

  @Test("--ios 6 is accepted: UIApplication decides, and the answer says what is not modelled")
  func iOS6() throws {
    let file = Data(
      ("class Light: UIViewController { preferredStatusBarStyle = lightContent }\n"
        + "window { A: Light }\n").utf8)
    let result = try BinaryRunner.run(["resolve", "-", "--ios", "6"], input: file)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("Decided by: UIApplication\n"))
    #expect(
      result.standardOutput.contains(
        "Environment: iOS 6 (overridden), iPhone with Home button (assumed)"))
    #expect(result.standardOutput.contains("Cannot tell for sure:"))
    let old = try BinaryRunner.run(["resolve", "-", "--ios", "5"], input: file)
    #expect(old.status == 64)
    #expect(old.standardOutput.isEmpty)
  }
}
