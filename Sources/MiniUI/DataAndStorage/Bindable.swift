/// A property wrapper type that supports creating bindings to the mutable properties of observable
/// objects (Observation's `@Observable` classes).
///
/// ```swift
/// struct PlantEditor: View {
///     @Bindable var plant: Plant
///     var body: some View {
///         Toggle("Watered", isOn: $plant.isWatered)
///     }
/// }
/// ```
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value {
        get { object }
        set { object = newValue }
    }

    var object: Value

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.object = wrappedValue
    }

    /// The bindable wrapper for the object that creates bindings to its properties.
    public var projectedValue: Bindable<Value> {
        self
    }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) {
        self.object = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
    /// The stable identity of the wrapped object: what lets `ForEach` identify a collection of bindables.
    public var id: Value.ID { wrappedValue.id }
}
