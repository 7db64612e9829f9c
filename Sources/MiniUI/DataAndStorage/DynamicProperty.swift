/// An interface for a stored variable that updates an external property of a view.
///
/// The host finds every `DynamicProperty` stored in a view (and inside other dynamic properties, so
/// a wrapper of your own may hold a `@State`) and connects it to the view's storage before the body
/// runs.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
