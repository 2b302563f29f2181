import Foundation
import StyleRuleConfiguration
import StyleRuleConfigurationReader

/// Reads a `.stylerule.yml` with Yams for `stylerule`, which renders what it finds.
///
/// `stylerule-config --stdin FILE` reads the file named FILE from standard input (`stylerule`
/// reads the file once and passes its bytes); `stylerule-config FILE` reads the file itself.
/// It writes, as JSON on standard output, the configuration or the diagnostics that stop it
/// from being read (a ``ConfigurationReport``).
///
/// It is a separate executable so that Yams and Foundation are loaded only when a
/// configuration file is there, not at every `stylerule` start-up. Exit status: 0 when it
/// wrote a report (with or without diagnostics); 2 when the file cannot be read or the
/// arguments are wrong, with the reason on standard output.
var arguments = Array(CommandLine.arguments.dropFirst())
let fromStandardInput = arguments.first == "--stdin"
if fromStandardInput { arguments.removeFirst() }
guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
  print(
    "usage: stylerule-config [--stdin] FILE (started by stylerule; see 'stylerule lint --help')")
  exit(2)
}
let path = arguments[0]
guard
  let handle = fromStandardInput
    ? FileHandle.standardInput : FileHandle(forReadingAtPath: path)
else {
  print("cannot open the file")
  exit(2)
}
// One byte more than the limit tells a file at the limit from a larger one.
var data = Data()
while data.count <= ConfigurationReader.maximumSize {
  guard
    let chunk = try? handle.read(upToCount: ConfigurationReader.maximumSize + 1 - data.count),
    !chunk.isEmpty
  else { break }
  data.append(chunk)
}
try? handle.close()
let report: ConfigurationReport
do {
  report = ConfigurationReport(
    configuration: try ConfigurationReader.read(path: path, bytes: [UInt8](data)))
} catch {
  report = ConfigurationReport(problems: error.diagnostics)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
guard let json = try? encoder.encode(report) else {
  print("cannot encode the report")
  exit(2)
}
FileHandle.standardOutput.write(json)
exit(0)
