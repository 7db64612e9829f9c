/// A property wrapper type that can read and write a value managed by the host.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
///
/// The value lives in the host, keyed by the view's identity, so it survives the view value being
/// made again by its parent. Read outside a mounted view, a state gives its initial value and a warning.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let box: StateBox

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {
        self.initialValue = value
        self.box = StateBox()
    }

    /// Creates a state property that stores an initial value; use it in an initializer:
    /// `_count = State(initialValue: start)`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get {
            guard let location = box.location else {
                Self.warnNotInstalled()
                return initialValue
            }
            return location.read() as! Value
        }
        nonmutating set {
            guard let location = box.location else {
                Self.warnNotInstalled()
                return
            }
            location.write(newValue)
        }
    }

    /// A binding to the state value: `$count`.
    public var projectedValue: Binding<Value> {
        guard box.location != nil else {
            Self.warnNotInstalled()
            return .constant(initialValue)
        }
        return Binding(location: StateLocation(box: box))
    }

    static func warnNotInstalled() {
        RuntimeWarnings.emit(
            "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
        )
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (`nil`).
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: HostManagedProperty {}

extension State: HostInstallable {
    func install(key: String, node: Node, host: ViewHost) {
        box.location = host.storedValue(for: node.identity + "#" + key) { initialValue }
    }
}

/// Where a `State` finds its value once its view is mounted.
final class StateBox: @unchecked Sendable {
    // Written and read on the main thread only (see `MainThread`).
    nonisolated(unsafe) var location: StoredValue?
}

/// A binding's way to a mounted state's value.
final class StateLocation<Value>: Location<Value>, @unchecked Sendable {
    let box: StateBox

    init(box: StateBox) {
        self.box = box
    }

    override func get() -> Value {
        box.location!.read() as! Value
    }

    override func set(_ value: Value) {
        box.location!.write(value)
    }
}
