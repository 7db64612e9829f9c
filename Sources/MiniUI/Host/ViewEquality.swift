/// Decides whether a view's inputs changed, the way SwiftUI compares a view's stored properties:
/// `Equatable` values with `==`, class instances by identity, bindings by their value, closures as
/// always different, and everything else field by field.
enum ViewEquality {
    static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        var next = 0
        return compare(lhs, rhs, depth: 0, recorded: nil, next: &next)
    }

    /// Whether a view value stored earlier has the same inputs as `rhs`, comparing its bindings by the
    /// values they read when it was stored (`recordedBindingValues`, from `bindingValues(in:)`), as
    /// SwiftUI compares a binding by the value it was made with. An old binding reads its source as it
    /// is now, so comparing it afresh would always find it equal to the new one.
    static func equal(_ lhs: Any, _ rhs: Any, recordedBindingValues: [Any]) -> Bool {
        var next = 0
        return compare(lhs, rhs, depth: 0, recorded: recordedBindingValues, next: &next)
    }

    /// The values of the bindings that `value` holds, in the order `equal` visits them.
    static func bindingValues(in value: Any) -> [Any] {
        var values: [Any] = []
        collect(value, depth: 0, into: &values)
        return values
    }

    private static func collect(_ value: Any, depth: Int, into values: inout [Any]) {
        guard depth < 12, !(value is any HostManagedProperty), !(value is any CustomViewEquality),
            !(value is any Equatable), !(type(of: value) is AnyClass)
        else { return }
        if let binding = value as? any BindingValueReading {
            values.append(untracked { binding.currentValue })
            return
        }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle != nil else { return }
        for child in mirror.children { collect(child.value, depth: depth + 1, into: &values) }
    }

    /// Reading a binding to compare views must not make the view being built depend on it.
    private static func untracked<T>(_ read: () -> T) -> T {
        let saved = DependencyTracking.current
        DependencyTracking.current = nil
        defer { DependencyTracking.current = saved }
        return read()
    }

    private static func compare(_ lhs: Any, _ rhs: Any, depth: Int, recorded: [Any]?, next: inout Int) -> Bool {
        guard depth < 12, type(of: lhs) == type(of: rhs) else { return false }
        if lhs is any HostManagedProperty {
            // State and environment live in the host, not in the view value: they never differ.
            return true
        }
        if let lhs = lhs as? any CustomViewEquality {
            return lhs.isSame(as: rhs)
        }
        if let lhs = lhs as? any Equatable {
            return lhs.isEqual(to: rhs)
        }
        if type(of: lhs) is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        if let lhs = lhs as? any BindingValueReading, let rhs = rhs as? any BindingValueReading {
            let old: Any
            if let recorded, next < recorded.count {
                old = recorded[next]
                next += 1
            } else {
                old = untracked { lhs.currentValue }
            }
            var inner = 0
            return compare(old, untracked { rhs.currentValue }, depth: depth + 1, recorded: nil, next: &inner)
        }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        guard let style = left.displayStyle else {
            // A closure, a metatype or an opaque value: nothing to compare, so assume it changed.
            return false
        }
        if style == .enum, left.children.isEmpty {
            return String(describing: lhs) == String(describing: rhs)
        }
        let leftChildren = Array(left.children)
        let rightChildren = Array(right.children)
        guard leftChildren.count == rightChildren.count else { return false }
        for (a, b) in zip(leftChildren, rightChildren) {
            guard a.label == b.label, compare(a.value, b.value, depth: depth + 1, recorded: recorded, next: &next)
            else { return false }
        }
        return true
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Lets view comparison read a binding's current value without knowing its type.
protocol BindingValueReading {
    var currentValue: Any { get }
}

/// Property wrappers whose storage lives in the host, so two view values never differ by them.
protocol HostManagedProperty {}

/// Values that know better than a field-by-field walk whether they changed.
protocol CustomViewEquality {
    func isSame(as other: Any) -> Bool
}

extension EnvironmentValues: CustomViewEquality {
    func isSame(as other: Any) -> Bool {
        guard let other = other as? EnvironmentValues, values.keys == other.values.keys,
            objects.keys == other.objects.keys
        else { return false }
        for (key, value) in values where !ViewEquality.equal(value, other.values[key]!) { return false }
        for (key, object) in objects where object !== other.objects[key] { return false }
        return true
    }
}
