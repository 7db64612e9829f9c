import Foundation

extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace that you provide.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        annotated(".matchedGeometryEffect(id: \(String(reflecting: id)))")
    }
}

/// A dynamic property type that allows access to a namespace defined by the persistent identity of
/// the object containing the property (a view, for example).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private static let counter = NamespaceCounter()
    private let id: ID

    public init() {
        id = ID(value: Namespace.counter.next())
    }

    /// The namespace's identity.
    public var wrappedValue: Namespace.ID { id }
}

private final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// A set of view properties that may be synchronized between views using `matchedGeometryEffect`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
