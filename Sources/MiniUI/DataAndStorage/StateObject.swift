/// A property wrapper type that instantiates an observable object once per mounted view.
///
/// ```swift
/// struct GreenhouseView: View {
///     @StateObject private var greenhouse = Greenhouse()
///     var body: some View { Text("\(greenhouse.plants.count) plants") }
/// }
/// ```
///
/// The host makes the object the first time the view is mounted, keeps it for as long as the view
/// has the same identity, and re-renders the view whenever the object's `objectWillChange` fires.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let makeObject: () -> ObjectType
    let box = StateObjectBox()

    /// Creates a new state object with an initial wrapped value, made only once.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.makeObject = thunk
    }

    /// The underlying object.
    public var wrappedValue: ObjectType {
        if let object = box.object as? ObjectType { return object }
        RuntimeWarnings.emit(
            "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
        )
        return makeObject()
    }

    /// A projection of the state object that creates bindings to its properties: `$library.title`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: HostManagedProperty {}

extension StateObject: HostInstallable {
    func install(key: String, node: Node, host: ViewHost) {
        let stored = host.storedValue(for: node.identity + "#" + key) { makeObject() }
        let object = stored.value as! ObjectType
        box.object = object
        ObservedObject<ObjectType>.subscribe(node: node, host: host, to: object)
    }
}

final class StateObjectBox: @unchecked Sendable {
    // Written and read on the main thread only (see `MainThread`).
    nonisolated(unsafe) var object: AnyObject?
}

/// A property wrapper type that subscribes to an observable object made elsewhere and re-renders the
/// view whenever the object changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            Binding(location: ObjectLocation(object: object, keyPath: keyPath))
        }
    }

    /// The underlying object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }

    @MainActor
    static func subscribe(node: Node, host: ViewHost, to object: ObjectType) {
        let identity = node.identity
        #if canImport(Combine) && !os(Linux)
            // Combine's `sink` passes the publisher's output (`Void` for `ObservableObjectPublisher`).
            let subscription = object.objectWillChange.sink { [weak host] _ in
                MainThread.run { host?.invalidate(identity) }
            }
        #else
            let subscription = object.objectWillChange.sink { [weak host] in
                MainThread.run { host?.invalidate(identity) }
            }
        #endif
        node.subscriptions.append(subscription)
    }
}

extension ObservedObject: HostInstallable {
    func install(key: String, node: Node, host: ViewHost) {
        Self.subscribe(node: node, host: host, to: wrappedValue)
    }
}

/// A binding's way to an object's property.
final class ObjectLocation<Object: AnyObject, Value>: Location<Value>, @unchecked Sendable {
    let object: Object
    let keyPath: ReferenceWritableKeyPath<Object, Value>

    init(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ value: Value) { object[keyPath: keyPath] = value }
}
