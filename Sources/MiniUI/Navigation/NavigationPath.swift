import Foundation

/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// @State private var path = NavigationPath()
/// path.append(recipe)          // pushes the screen `navigationDestination(for: Recipe.self)` makes
/// path.removeLast()            // goes back
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// Creates a new, empty navigation path.
    public init() {
        self.elements = []
    }

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }

    /// A serializable representation of the path's values, or `nil` when one of them is not `Codable`.
    public var codable: NavigationPath.CodableRepresentation? {
        var encoded: [String] = []
        for element in elements.reversed() {
            guard let value = element.base as? any Encodable,
                let data = try? JSONEncoder().encode(value),
                let json = String(data: data, encoding: .utf8)
            else { return nil }
            let name = _mangledTypeName(type(of: value)) ?? String(reflecting: type(of: value))
            CodableTypes.seen.withLock { $0[name] = type(of: element.base) }
            encoded += [name, json]
        }
        return CodableRepresentation(encoded: encoded)
    }

    /// Creates a new navigation path from a serializable version.
    public init(_ codable: NavigationPath.CodableRepresentation) {
        var elements: [AnyHashable] = []
        var pairs = codable.encoded[...]
        while pairs.count >= 2 {
            let name = pairs.removeFirst()
            let json = pairs.removeFirst()
            let known = CodableTypes.seen.withLock { $0[name] } ?? _typeByName(name)
            guard let type = known as? any (Decodable & Hashable).Type,
                let value = try? JSONDecoder().decode(type, from: Data(json.utf8))
            else { continue }
            elements.insert(AnyHashable(value), at: 0)
        }
        self.elements = elements
    }

    /// A serializable representation of a navigation path: each value's type and its JSON, last value
    /// first (the kit's own encoding; SwiftUI's is not documented). A type is found again by its mangled
    /// name, or, for a private type that name does not reach, because this process encoded one before.
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        let encoded: [String]

        public init(from decoder: any Decoder) throws {
            encoded = try decoder.singleValueContainer().decode([String].self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(encoded)
        }

        init(encoded: [String]) {
            self.encoded = encoded
        }
    }
}

/// The value types `NavigationPath.codable` has encoded in this process, by the name it wrote.
final class CodableTypes: @unchecked Sendable {
    static let seen = CodableTypes()
    private let lock = NSLock()
    private var types: [String: Any.Type] = [:]

    func withLock<T>(_ body: (inout [String: Any.Type]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&types)
    }
}
