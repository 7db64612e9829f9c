import Foundation

/// An opaque value derived from an anchor source and a particular view.
///
/// MiniUI does no layout: every view's frame is the screen's (393 × 852 points, at the origin), so an anchor
/// resolves, through `GeometryProxy`'s subscript, to its source's geometry in that frame.
public struct Anchor<Value>: Sendable, Hashable {
    let name: String
    let resolve: @Sendable (CGSize) -> Value

    init(_ source: Source) {
        name = source.name
        resolve = source.resolve
    }

    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source: Sendable {
        let name: String
        let resolve: @Sendable (CGSize) -> Value

        init(name: String, resolve: @escaping @Sendable (CGSize) -> Value) {
            self.name = name
            self.resolve = resolve
        }

        /// Combines anchor sources into one source of their values.
        public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
            name = "[" + array.map(\.name).joined(separator: ", ") + "]"
            resolve = { size in array.map { $0.resolve(size) } }
        }

        /// An anchor source of an optional value: `nil` when there is no source.
        public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
            name = anchor?.name ?? "nil"
            resolve = { size in anchor?.resolve(size) }
        }
    }
}

extension Anchor.Source where Value == CGRect {
    /// Returns an anchor source rect defined by `r` in the current view.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(name: ".rect(\(r))") { _ in r }
    }

    /// An anchor source rect defined as the entire bounding rect of the current view.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(name: ".bounds") { size in CGRect(origin: .zero, size: size) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// An anchor source of a point in the current view.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(name: ".point(\(p))") { _ in p }
    }

    /// An anchor source of a unit point of the current view.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(name: ".unitPoint(\(p.x), \(p.y))") { size in
            CGPoint(x: p.x * size.width, y: p.y * size.height)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view: in MiniUI, in the screen-sized frame every view has.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(size) }
}

// MARK: Preferences

/// A named value produced by a view.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the result of a
    /// closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets a value for the given preference.
    ///
    /// The value replaces whatever the views below set for the same key: the ancestors see this one.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K> { $0 = value })
    }

    /// Applies a transformation to a preference value.
    ///
    /// The callback receives what the views below produced (the key's default value when they set nothing).
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(PreferenceWritingModifier<K>(apply: callback))
    }

    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// The value is the one the views this modifies produce: those below it, reduced in view-tree order. The action
    /// runs after the update in which the value changed (the first value is compared with the key's default), and at
    /// most once an update: a value that changes again in the same update, because the action changed what produces
    /// it, raises SwiftUI's warning instead.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceObservingModifier<K>(action: action))
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry value tied to the
    /// current coordinate space. MiniUI's anchor resolves in the screen-sized frame every view has.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(PreferenceWritingModifier<K> { $0 = transform(Anchor(value)) })
    }

    /// Sets a value for the specified preference key, the value is a function of the key's current value and a
    /// geometry value tied to the current coordinate space.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(PreferenceWritingModifier<K> { transform(&$0, Anchor(value)) })
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as an overlay to the original view (the iOS 13 form, without an alignment).
    nonisolated public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        modifier(LayerModifier(name: "overlayPreferenceValue", layer: transform(Key.defaultValue)))
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as the background of the original view (the iOS 13 form, without an alignment).
    nonisolated public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        modifier(LayerModifier(name: "backgroundPreferenceValue", layer: transform(Key.defaultValue)))
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as an overlay to the original view.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(LayerModifier(name: "overlayPreferenceValue", layer: transform(K.defaultValue)))
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as the background of the original view.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(LayerModifier(name: "backgroundPreferenceValue", layer: transform(K.defaultValue)))
    }
}

// MARK: Gathering preferences

/// A preference key, erased, with what the host needs to combine its values.
struct PreferenceKeyBox {
    let id: ObjectIdentifier
    let name: String
    let defaultValue: () -> Any
    /// `K.reduce(value:nextValue:)`, over erased values.
    let reduce: (_ value: inout Any, _ next: Any) -> Void

    init<K: PreferenceKey>(_ key: K.Type) {
        id = ObjectIdentifier(key)
        name = String(describing: key)
        defaultValue = { K.defaultValue }
        reduce = { value, next in
            guard var typed = value as? K.Value, let next = next as? K.Value else { return }
            K.reduce(value: &typed) { next }
            value = typed
        }
    }
}

/// What one modifier of a view does with a preference, kept on the view's node in the order written.
enum PreferenceEntry {
    /// `.preference(key:value:)` or `.transformPreference`: changes the value the views below produced (`nil`
    /// when they produced none).
    case write(PreferenceKeyBox, (inout Any?) -> Void)
    /// `.onPreferenceChange`: hears the value produced below it.
    case observe(PreferenceKeyBox, isEqual: (Any, Any) -> Bool, action: (Any) -> Void)
}

// Preferences are data that flows up, not looks: like `onChange`, they show nothing on screen.

struct PreferenceWritingModifier<K: PreferenceKey> {
    let apply: (inout K.Value) -> Void
}

// The conformances are declared apart, so that the memberwise initializer stays nonisolated.
extension PreferenceWritingModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        let apply = apply
        node.preferences.append(
            .write(PreferenceKeyBox(K.self)) { value in
                var typed = value as? K.Value ?? K.defaultValue
                apply(&typed)
                value = typed
            })
    }
}

struct PreferenceObservingModifier<K: PreferenceKey> where K.Value: Equatable {
    let action: (K.Value) -> Void
}

extension PreferenceObservingModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        let action = action
        node.preferences.append(
            .observe(
                PreferenceKeyBox(K.self), isEqual: { ($0 as? K.Value) == ($1 as? K.Value) },
                action: { value in
                    if let value = value as? K.Value { action(value) }
                }))
    }
}

/// What the observers did in one update of the host: each acts at most once.
struct PreferenceFrame {
    var acted: Set<String> = []
    var warned: Set<String> = []
}

extension ViewHost {
    /// The value of `key` that `node` produces for the views above it, or `nil` when nothing at or below it set
    /// one: its children's values reduced in view-tree order (the first as it is, each next one through
    /// `reduce`), then the node's own modifiers, innermost first, up to `limit`.
    ///
    /// Subtrees that set nothing are left out rather than reduced as the default value: Apple's documentation of
    /// `defaultValue` allows both ("combining child views may remove an implicit value produced by using the
    /// default"), which is why `reduce` must treat the default as neutral.
    func preferenceValue(_ key: PreferenceKeyBox, of node: Node, before limit: Int? = nil) -> Any? {
        var value: Any?
        for child in node.children where !child.isHidden && !child.isAttachment {
            guard let next = preferenceValue(key, of: child) else { continue }
            if var combined = value {
                key.reduce(&combined, next)
                value = combined
            } else {
                value = next
            }
        }
        for (index, entry) in node.preferences.enumerated() {
            if let limit, index >= limit { break }
            if case .write(let written, let apply) = entry, written.id == key.id { apply(&value) }
        }
        return value
    }

    /// Runs the `onPreferenceChange` actions whose values changed since they last ran, each at most once in
    /// `frame`; one whose value changes again within the frame raises SwiftUI's warning and waits for the next.
    func runPreferenceObservers(in frame: inout PreferenceFrame) {
        var heard: Set<String> = []
        for node in root.children.flatMap(\.visibleSubtree) where !node.preferences.isEmpty {
            for (index, entry) in node.preferences.enumerated() {
                guard case .observe(let key, let isEqual, let action) = entry else { continue }
                let slot = "\(node.identity)@\(index)"
                heard.insert(slot)
                let value = preferenceValue(key, of: node, before: index) ?? key.defaultValue()
                if isEqual(preferencesHeard[slot] ?? key.defaultValue(), value) { continue }
                guard frame.acted.insert(slot).inserted else {
                    if frame.warned.insert(slot).inserted {
                        RuntimeWarnings.emit("Bound preference \(key.name) tried to update multiple times per frame.")
                    }
                    continue
                }
                preferencesHeard[slot] = value
                action(value)
            }
        }
        preferencesHeard = preferencesHeard.filter { heard.contains($0.key) }
    }
}
