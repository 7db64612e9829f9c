import Foundation

// Scroll targets and what else the scroll views topic declares for iOS 18 (anchor roles, indicator flashes,
// target visibility, the environment values). Nothing scrolls in MiniUI: a behavior's `updateTarget` is never
// called, flashes are annotations and visibility actions never run.

/// A type defining the target in which a scroll view should try and scroll to.
public struct ScrollTarget: Sendable {
    /// The rect that a scrollable view should try and have contained.
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible region of the scrollable view.
    public var anchor: UnitPoint?

    init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// The context in which a scroll target behavior updates its scroll target.
///
/// Not declared: `velocity`, a `CGVector` (Core Graphics, which Linux lacks).
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext: Sendable {
    /// The original target when the scroll gesture began.
    public var originalTarget: ScrollTarget {
        ScrollTarget(rect: CGRect(origin: .zero, size: containerSize))
    }
    /// The size of the content of the scrollable view.
    public var contentSize: CGSize { containerSize }
    /// The size of the container of the scrollable view.
    public var containerSize: CGSize { CGSize(width: 393, height: 852) }
    /// The axes in which the scrollable view is scrollable.
    public var axes: Axis.Set { .vertical }

    /// Reads an environment value of the scroll view: MiniUI's default environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        EnvironmentValues()[keyPath: keyPath]
    }
}

/// A type-erased scroll target behavior.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    let base: any ScrollTargetBehavior

    /// Creates a new type-erased scroll target behavior.
    public init(_ base: some ScrollTargetBehavior) { self.base = base }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }

    public var _name: String { base._name }
}

extension ViewAlignedScrollTargetBehavior {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior: Sendable {
        let name: String

        /// The automatic limit behavior.
        public static var automatic: LimitBehavior { LimitBehavior(name: ".automatic") }
        /// The always limit behavior.
        public static var always: LimitBehavior { LimitBehavior(name: ".always") }
        /// The always-by-one limit behavior.
        public static var alwaysByOne: LimitBehavior { LimitBehavior(name: ".alwaysByOne") }
        /// The always-by-few limit behavior.
        public static var alwaysByFew: LimitBehavior { LimitBehavior(name: ".alwaysByFew") }
        /// The never limit behavior.
        public static var never: LimitBehavior { LimitBehavior(name: ".never") }
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry, with a limit behavior.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// A type defining the role of a scroll anchor.
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String

    /// The role that influences where a scroll view should be initially scrolled.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: ".initialOffset") }
    /// The role that influences how a scroll view should adjust its content offset when the scroll view's
    /// content or container size changes.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: ".sizeChanges") }
    /// The role that influences how a scroll view should align its content when the size of its content is
    /// smaller than the container size of the scroll view.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: ".alignment") }
}

extension View {
    /// Associates an anchor to control the position of a scroll view in a particular circumstance.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        annotated(".defaultScrollAnchor(…, for: \(role.name))")
    }

    /// Adds an action to be called with information about what views would be considered visible. Nothing
    /// scrolls in MiniUI: the action never runs.
    nonisolated public func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> some View {
        annotated(".onScrollTargetVisibilityChange")
    }

    /// Flashes the scroll indicators of a scrollable view when it appears.
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        annotated(".scrollIndicatorsFlash(onAppear: \(onAppear))")
    }

    /// Flashes the scroll indicators of scrollable views when a value changes.
    nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        annotated(".scrollIndicatorsFlash(trigger:)")
    }
}

// MARK: Environment values

private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
    static let defaultValue = ScrollBounceBehavior.automatic
}

private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
    static let defaultValue = ScrollBounceBehavior.automatic
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether any scroll views associated with this environment allow
    /// scrolling to occur. MiniUI's modifiers do not write it: it is what `.environment` set, else `true`.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any horizontally scrollable content.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any vertically scrollable content.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The way that scrollable content interacts with the software keyboard.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// The scroll bounce mode for the horizontal axis of scrollable views.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    /// The scroll bounce mode for the vertical axis of scrollable views.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }
}
