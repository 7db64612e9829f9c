import Foundation

// Coordinate spaces and a geometry proxy's frames in them: MiniUI does no layout, so every frame is an
// iPhone screen's, at the origin.

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)

    /// Whether this is the global coordinate space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local coordinate space.
    public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

extension GeometryProxy {
    /// Returns the container view's bounds rectangle, converted to a defined coordinate space: MiniUI
    /// does no layout, so it is the screen, at the origin.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate space.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
}

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like points
    /// and sizes relative to the named space.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        annotated(".coordinateSpace(name: \(String(reflecting: name)))")
    }

    /// Assigns a name to the view's coordinate space.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        annotated(".coordinateSpace(.named(\(String(reflecting: name.name.base))))")
    }
}
