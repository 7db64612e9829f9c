import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct FileSystemError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
