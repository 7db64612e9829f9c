/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// struct Row: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View {
///         Text(colorScheme == .dark ? "Dark" : "Light")
///     }
/// }
/// ```
///
/// The key path names the value and fixes its type: `\.colorScheme` is a
/// `KeyPath<EnvironmentValues, ColorScheme>`, so the property is a `ColorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Content {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier)
        /// An optional object (`Value` is `T?`): `make` turns what the environment holds, if anything, into one.
        case optionalObject(ObjectIdentifier, make: (AnyObject?) -> Value)
    }

    let content: Content
    let box = EnvironmentBox()

    /// Creates an environment property to read the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.content = .keyPath(keyPath)
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        let values = box.values
        guard let values else {
            RuntimeWarnings.emit(
                "Accessing Environment's value outside of being installed on a View. This will always read the default value and will not update."
            )
            switch content {
            case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
            case .object: fatalError("No observable object of type \(Value.self) found outside of a mounted View.")
            case .optionalObject(_, let make): return make(nil)
            }
        }
        switch content {
        case .keyPath(let keyPath):
            return values[keyPath: keyPath]
        case .object(let id):
            guard let object = values.objects[id] as? Value else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        case .optionalObject(let id, let make):
            return make(values.objects[id])
        }
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Creates an environment property to read an observable object set with `.environment(object)`.
    public init(_ objectType: Value.Type) {
        self.content = .object(ObjectIdentifier(objectType))
    }
}

extension Environment {
    /// Creates an environment property to read an observable object, or `nil` when no ancestor set one:
    /// `@Environment(Profile.self) private var profile: Profile?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.content = .optionalObject(ObjectIdentifier(objectType), make: { $0 as? T })
    }
}

extension Environment: HostManagedProperty {}

extension Environment: HostInstallable {
    func install(key: String, node: Node, host: ViewHost) {
        box.values = node.environment
    }
}

final class EnvironmentBox: @unchecked Sendable {
    // Written and read on the main thread only (see `MainThread`).
    nonisolated(unsafe) var values: EnvironmentValues?
}
