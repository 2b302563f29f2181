#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why files could not be written.
struct FileWriteError: Error {
  /// What went wrong, as a message for standard error.
  let message: String
}

/// Writes files under a directory, each atomically (a temporary file renamed into place).
struct FileExporter {
  /// The directory.
  let directory: String
  /// Whether files that exist with other content are replaced.
  let replacing: Bool

  /// Writes `files` (paths relative to the directory) and returns how many changed.
  ///
  /// Every conflict is checked before anything is written, so a refusal leaves the
  /// directory as it was.
  func write(_ files: [(path: String, text: String)]) throws(FileWriteError) -> Int {
    let manager = FileManager.default
    let root = URL(fileURLWithPath: directory, isDirectory: true)
    var status = stat()
    if stat(root.path, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR {
      throw FileWriteError(message: "\(directory): error: exists and is not a directory")
    }
    var pending: [(URL, Data)] = []
    var conflicts: [String] = []
    for file in files {
      let url = root.appendingPathComponent(file.path)
      let data = Data(file.text.utf8)
      if let existing = manager.contents(atPath: url.path) {
        if existing == data { continue }
        if !replacing { conflicts.append(url.path) }
      }
      pending.append((url, data))
    }
    if let first = conflicts.first {
      let more = conflicts.count > 1 ? " (and \(conflicts.count - 1) more)" : ""
      throw FileWriteError(
        message: "\(first): error: exists with other content\(more); nothing was written. "
          + "Use --force to replace the files.")
    }
    for (url, data) in pending {
      do {
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
      } catch {
        throw FileWriteError(
          message: "\(url.path): error: cannot write: \(error)")
      }
    }
    return pending.count
  }
}
