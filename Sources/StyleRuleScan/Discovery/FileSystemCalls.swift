#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the POSIX calls the walk and the reader need, returning the operating
/// system's message instead of setting `errno` for the caller to read.
enum FileSystemCalls {
  /// What `lstat` or `stat` says about a path.
  struct Status {
    /// The file's type bits (`S_IFDIR`, `S_IFREG`, `S_IFLNK`…).
    var type: UInt32
    /// The device and inode, which identify the file whatever the path to it.
    var identity: FileIdentity
    /// The size in bytes.
    var size: Int

    /// Whether it is a directory.
    var isDirectory: Bool { type == UInt32(S_IFDIR) }
    /// Whether it is a regular file.
    var isRegularFile: Bool { type == UInt32(S_IFREG) }
    /// Whether it is a symbolic link (only from `lstat`).
    var isSymbolicLink: Bool { type == UInt32(S_IFLNK) }
  }

  /// A file's device and inode numbers.
  struct FileIdentity: Hashable {
    /// The device.
    var device: UInt64
    /// The inode.
    var inode: UInt64
  }

  /// The status of `path`, following a final symbolic link when `followLinks` is true.
  static func status(of path: String, followLinks: Bool) -> Result<Status, OSFailure> {
    var info = stat()
    let code = followLinks ? stat(path, &info) : lstat(path, &info)
    if code != 0 { return .failure(OSFailure.current()) }
    return .success(
      Status(
        type: UInt32(info.st_mode) & UInt32(S_IFMT),
        identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
        size: Int(info.st_size)))
  }

  /// The names in a directory (without `.` and `..`), or why it could not be listed.
  ///
  /// Names that are not valid UTF-8 are returned apart, as their bytes repaired for display.
  static func directoryEntries(of path: String) -> Result<
    (names: [String], undecodable: [String]), OSFailure
  > {
    guard let directory = opendir(path) else { return .failure(OSFailure.current()) }
    defer { closedir(directory) }
    var names: [String] = []
    var undecodable: [String] = []
    while let entry = readdir(directory) {
      let decoded: String? = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(
          to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)
        ) { String(validatingCString: $0) }
      }
      guard let name = decoded else {
        let repaired = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
          pointer.withMemoryRebound(
            to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)
          ) { String(cString: $0) }
        }
        undecodable.append(repaired)
        continue
      }
      if name == "." || name == ".." { continue }
      names.append(name)
    }
    return .success((names, undecodable))
  }

  /// Whether the current user may read `path` (root may read anything).
  static func readability(of path: String) -> OSFailure? {
    access(path, R_OK) == 0 ? nil : OSFailure.current()
  }

  /// Reads at most `limit + 1` bytes of a file, so a caller can tell a file over the limit.
  ///
  /// The bytes are read straight into the array, sized from `fstat` (a file that grows while
  /// it is read is read on to its end, or to the limit).
  static func readBytes(of path: String, limit: Int) -> Result<[UInt8], OSFailure> {
    let descriptor = open(path, O_RDONLY)
    if descriptor < 0 { return .failure(OSFailure.current()) }
    defer { close(descriptor) }
    var info = stat()
    let expected = fstat(descriptor, &info) == 0 ? max(0, Int(info.st_size)) : 0
    // One byte more than expected, so that reaching the capacity says the file may go on.
    var capacity = min(expected, limit) + 1
    var bytes: [UInt8] = []
    while true {
      var failure: OSFailure?
      let start = bytes.count
      let piece = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        count = 0
        while count < buffer.count {
          let got = read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
          if got < 0 {
            if errno == EINTR { continue }
            failure = OSFailure.current()
            return
          }
          if got == 0 { return }
          count += got
        }
      }
      if let failure { return .failure(failure) }
      if start == 0 { bytes = piece } else { bytes += piece }
      // The end of the file, or past the limit: done.
      if piece.count < capacity || bytes.count > limit { break }
      capacity = min(1 << 16, limit + 1 - bytes.count)
    }
    return .success(bytes)
  }
}

/// An operating system error: its number and message.
struct OSFailure: Error, Equatable {
  /// The `errno` value.
  var code: Int32
  /// `strerror`'s message.
  var message: String

  /// Whether it is a loop of symbolic links.
  var isLinkLoop: Bool { code == ELOOP }

  /// The failure `errno` describes now.
  static func current() -> OSFailure {
    let code = errno
    return OSFailure(code: code, message: String(cString: strerror(code)))
  }
}
