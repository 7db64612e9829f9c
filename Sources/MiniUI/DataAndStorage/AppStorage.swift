/// A property wrapper type that reflects a value from the app's defaults and invalidates a view on a
/// change in value in that store.
///
/// ```swift
/// @AppStorage("prefersMetric") private var prefersMetric = false
/// ```
///
/// MiniUI keeps the store in memory, shared by every host in the process; `store:` is accepted and
/// ignored. ``AppStorage/resetStandardStore()`` empties it, for tests that start afresh.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let box = StateBox()

    nonisolated init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The value stored under the key, or the default value when nothing is stored.
    public var wrappedValue: Value {
        get {
            guard let location = box.location else {
                return AppStorageStore.value(for: key) as? Value ?? defaultValue
            }
            return location.read() as? Value ?? defaultValue
        }
        nonmutating set {
            AppStorageStore.set(newValue, for: key)
            box.location?.write(newValue)
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        Binding(location: AppStorageLocation(storage: self))
    }
}

final class AppStorageLocation<Value>: Location<Value>, @unchecked Sendable {
    let storage: AppStorage<Value>

    init(storage: AppStorage<Value>) {
        self.storage = storage
    }

    override func get() -> Value { storage.wrappedValue }
    override func set(_ value: Value) { storage.wrappedValue = value }
}

extension AppStorage {
    /// Empties MiniUI's in-memory defaults store.
    public static func resetStandardStore() {
        AppStorageStore.reset()
    }
}

extension AppStorage {
    /// Creates a property that can read and write to a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Creates a property that can read and write to a URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Creates a property that can read and write to an integer user default, transforming that to
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Creates a property that can read and write to a string user default, transforming that to
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an optional Boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil)
    }

    /// Creates a property that can read and write an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil)
    }

    /// Creates a property that can read and write an optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil)
    }

    /// Creates a property that can read and write an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil)
    }

    /// Creates a property that can read and write an optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil)
    }

    /// Creates a property that can read and write an optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil)
    }

    /// Creates a property that can save and restore an optional string, transforming it to an
    /// optional `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil)
    }

    /// Creates a property that can save and restore an optional integer, transforming it to an
    /// optional `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil)
    }
}

extension AppStorage: HostManagedProperty {}

extension AppStorage: HostInstallable {
    func install(key _: String, node: Node, host: ViewHost) {
        box.location = host.appStorageValue(for: key)
    }
}

extension View {
    /// The default store used by `AppStorage` contained within the view. MiniUI keeps one store in memory
    /// for the whole process: the modifier is an annotation and the store given is not used.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
        annotated(".defaultAppStorage")
    }
}

/// MiniUI's stand-in for `UserDefaults.standard`: values by key, in memory, for the whole process.
enum AppStorageStore {
    nonisolated(unsafe) private static var values: [String: Any] = [:]
    private static let lock = NSLock()

    static func value(for key: String) -> Any? {
        lock.withLock { values[key] }
    }

    static func set(_ value: Any, for key: String) {
        lock.withLock { values[key] = value }
    }

    static func reset() {
        lock.withLock { values = [:] }
    }
}

/// What an `@AppStorage` value reads before anything was stored under its key: its default value.
struct AppStorageMissing: Equatable {}
