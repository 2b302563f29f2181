/// Reads a listed file's bytes, and a Swift file's text, turning every failure into a
/// ``ScanProblem`` for that file.
struct SourceTextReader: Sendable {
  /// Files over this size are not read.
  var maximumFileSize: Int

  /// Creates a reader with a size limit.
  init(maximumFileSize: Int = DiscoveryOptions.standard.maximumFileSize) {
    self.maximumFileSize = maximumFileSize
  }

  /// The file's bytes, or the problem that stopped reading them.
  func bytes(of file: ScannedFile) -> Result<[UInt8], ScanProblem> {
    switch FileSystemCalls.readBytes(of: file.absolutePath, limit: maximumFileSize) {
    case .failure(let failure):
      return .failure(
        ScanProblem(path: file.relativePath, kind: .unreadableFile, reason: failure.message))
    case .success(let bytes) where bytes.count > maximumFileSize:
      return .failure(
        ScanProblem(
          path: file.relativePath, kind: .tooLarge,
          reason: "over the limit of \(maximumFileSize) bytes; not read"))
    case .success(let bytes):
      return .success(bytes)
    }
  }

  /// The file's text: its bytes as UTF-8 without a byte-order mark.
  ///
  /// A file with a NUL byte, or
  /// that is not valid UTF-8, is reported as not text.
  func text(of file: ScannedFile) -> Result<String, ScanProblem> {
    switch bytes(of: file) {
    case .failure(let problem): return .failure(problem)
    case .success(let bytes): return Self.decode(bytes, path: file.relativePath)
    }
  }

  /// Decodes bytes as UTF-8 text, or says why they are not text.
  static func decode(_ bytes: [UInt8], path: String) -> Result<String, ScanProblem> {
    if let offset = bytes.firstIndex(of: 0) {
      return .failure(
        ScanProblem(
          path: path, kind: .notText,
          reason: "binary data (a NUL byte at offset \(offset)); not parsed"))
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    guard let text = String(validating: body, as: UTF8.self) else {
      return .failure(
        ScanProblem(path: path, kind: .notText, reason: "not valid UTF-8 text; not parsed"))
    }
    return .success(text)
  }
}
