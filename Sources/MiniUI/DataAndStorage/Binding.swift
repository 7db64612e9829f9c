/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// ```swift
/// struct PlayButton: View {
///     @Binding var isPlaying: Bool
///     var body: some View {
///         Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
///     }
/// }
/// ```
///
/// A binding stores no value: reading it asks its source (a `@State`, an object, or the closures
/// given to `init(get:set:)`), and writing it tells the source.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let location: Location<Value>

    /// The binding's transaction. MiniUI does not animate: the transaction is kept as it is set and nothing
    /// applies it.
    public var transaction = Transaction()

    init(location: Location<Value>) {
        self.location = location
    }

    /// Creates a binding with closures that read and write the binding value.
    ///
    /// SwiftUI declares these closures `@isolated(any) @Sendable`; MiniUI declares them
    /// `@MainActor @Sendable`, which accepts the same closures written in a view and lets the host
    /// call them synchronously.
    @preconcurrency
    public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void) {
        self.location = ClosureLocation(get: get, set: set)
    }

    /// Creates a binding with a closure that reads from the binding value, and a closure that applies a
    /// transaction when writing to the binding value.
    ///
    /// As for `init(get:set:)`, the closures are `@MainActor @Sendable` where SwiftUI's are
    /// `@isolated(any) @Sendable`. MiniUI's setter is given the transaction of a binding made this way, a
    /// plain `Transaction()`.
    @preconcurrency
    public init(
        get: @escaping @MainActor @Sendable () -> Value,
        set: @escaping @MainActor @Sendable (Value, Transaction) -> Void
    ) {
        self.location = ClosureLocation(get: get, set: { set($0, Transaction()) })
    }

    /// Creates a binding with an immutable value: writing to it does nothing.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value: value))
    }

    /// Creates a binding from the value of another binding: what lets a closure parameter be
    /// written `$item` (SE-0293).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    /// A projection of the binding value that returns a binding: `$isOn` of a `@Binding var isOn`.
    public var projectedValue: Binding<Value> {
        self
    }

    /// A binding to the value at `keyPath`: `$model.items[0].isOn`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        var binding = Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
        binding.transaction = transaction
        return binding
    }
}

extension Binding {
    /// Creates a binding by projecting the base value to an unwrapped value: `nil` when `base` is `nil`.
    ///
    /// ```swift
    /// if let note = Binding($draft.note) {   // $draft.note is a Binding<String?>
    ///     TextField("Note", text: note)       // note is a Binding<String>
    /// }
    /// ```
    ///
    /// As SwiftUI's documentation warns, the new binding force-unwraps the base: reading it after the base
    /// became `nil` stops the program. It goes through the key path `\Value?.!`, which does exactly that.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(location: KeyPathLocation(base: base.location, keyPath: \Value?.!))
        self.transaction = base.transaction
    }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value: `Binding($name)` is a
    /// `Binding<String?>` of a `Binding<String>`. Writing `nil` through it leaves the base as it is.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: OptionalProjectionLocation(base: base.location))
        self.transaction = base.transaction
    }

    /// Creates a binding by projecting the base value to a hashable value. Writing a value of another type
    /// through it leaves the base as it is.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
        self.init(location: HashableProjectionLocation(base: base.location))
        self.transaction = base.transaction
    }
}

extension Binding: DynamicProperty {}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: BindingValueReading {
    var currentValue: Any { location.get() }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value: what lets `ForEach($items)` identify its rows.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }

    public func index(after i: Index) -> Index {
        wrappedValue.index(after: i)
    }

    /// A binding to the element at `position`: edits go back to the collection.
    public subscript(position: Index) -> Binding<Value.Element> {
        var binding = Binding<Value.Element>(location: ElementLocation(base: location, index: position))
        binding.transaction = transaction
        return binding
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index {
        wrappedValue.index(before: i)
    }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// Where a binding reads and writes its value.
class Location<Value>: @unchecked Sendable {
    func get() -> Value { fatalError("abstract") }
    func set(_ value: Value) { fatalError("abstract") }
}

final class ClosureLocation<Value>: Location<Value>, @unchecked Sendable {
    let getter: @MainActor @Sendable () -> Value
    let setter: @MainActor @Sendable (Value) -> Void

    init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    override func get() -> Value {
        MainThread.call(getter)
    }

    override func set(_ value: Value) {
        let value = UncheckedSendable(value)
        let setter = self.setter
        MainThread.call { setter(value.value) }
    }
}

final class ConstantLocation<Value>: Location<Value>, @unchecked Sendable {
    let value: Value

    init(value: Value) {
        self.value = value
    }

    override func get() -> Value { value }
    override func set(_ value: Value) {}
}

final class KeyPathLocation<Base, Value>: Location<Value>, @unchecked Sendable {
    let base: Location<Base>
    let keyPath: WritableKeyPath<Base, Value>

    init(base: Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override func get() -> Value { base.get()[keyPath: keyPath] }

    override func set(_ value: Value) {
        var whole = base.get()
        whole[keyPath: keyPath] = value
        base.set(whole)
    }
}

final class OptionalProjectionLocation<Base>: Location<Base?>, @unchecked Sendable {
    let base: Location<Base>

    init(base: Location<Base>) {
        self.base = base
    }

    override func get() -> Base? { base.get() }

    override func set(_ value: Base?) {
        if let value { base.set(value) }
    }
}

final class HashableProjectionLocation<Base: Hashable>: Location<AnyHashable>, @unchecked Sendable {
    let base: Location<Base>

    init(base: Location<Base>) {
        self.base = base
    }

    override func get() -> AnyHashable { AnyHashable(base.get()) }

    override func set(_ value: AnyHashable) {
        if let value = value.base as? Base { base.set(value) }
    }
}

final class ElementLocation<Base: MutableCollection>: Location<Base.Element>, @unchecked Sendable {
    let base: Location<Base>
    let index: Base.Index

    init(base: Location<Base>, index: Base.Index) {
        self.base = base
        self.index = index
    }

    override func get() -> Base.Element { base.get()[index] }

    override func set(_ value: Base.Element) {
        var whole = base.get()
        whole[index] = value
        base.set(whole)
    }
}
