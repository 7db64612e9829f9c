import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a child process ended.
enum Termination: Sendable, Equatable {
    case exited(Int32)
    case signaled(Int32)
}
