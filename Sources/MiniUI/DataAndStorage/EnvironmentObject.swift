/// A property wrapper type for an observable object that a parent or ancestor view supplies with
/// `.environmentObject(_:)`.
///
/// ```swift
/// struct CartBadge: View {
///     @EnvironmentObject private var cart: Cart
///     var body: some View { Text("\(cart.items.count)") }
/// }
/// ```
///
/// The view re-renders whenever the object's `objectWillChange` fires. Read without an ancestor
/// supplying the object, it stops the program with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            Binding(location: ObjectLocation(object: object, keyPath: keyPath))
        }
    }

    let box = StateObjectBox()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        guard let object = box.object as? ObjectType else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties using dynamic member lookup.
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: HostManagedProperty {}

extension EnvironmentObject: HostInstallable {
    func install(key: String, node: Node, host: ViewHost) {
        guard let object = node.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            box.object = nil
            return
        }
        box.object = object
        ObservedObject<ObjectType>.subscribe(node: node, host: host, to: object)
    }
}

extension View {
    /// Supplies an observable object to a view's hierarchy, for `@EnvironmentObject`.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWritingModifier { $0.objects[ObjectIdentifier(T.self)] = object })
    }
}
