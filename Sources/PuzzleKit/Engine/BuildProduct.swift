import Foundation

/// Something the engine built or reused, for progress messages and tests.
public enum BuildProduct: Sendable, Hashable, CustomStringConvertible {
    /// The kit's MiniUI module.
    case miniUI
    /// An exercise module, by module name (`Exercise01_3`).
    case exercise(String)
    /// The program of a runs check: exercise module name and check name.
    case program(String, check: String)
    /// A compiles or rejects check type-checked against an exercise: module name and check name.
    case check(String, check: String)

    /// The exercise module the product belongs to (`nil` for MiniUI).
    public var moduleName: String? {
        switch self {
        case .miniUI: nil
        case .exercise(let module), .program(let module, _), .check(let module, _): module
        }
    }

    public var description: String {
        switch self {
        case .miniUI: "MiniUI"
        case .exercise(let module): module
        case .program(let module, let check), .check(let module, let check): "\(module)/\(check)"
        }
    }
}
