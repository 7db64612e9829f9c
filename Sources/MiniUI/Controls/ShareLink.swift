import Foundation

// Views that everyday iOS 17/18 screens use beside lists and forms: `GroupBox`, `ControlGroup`,
// `ColorPicker`, `ShareLink` and `TimelineView`.

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
public struct GroupBox<Label: View, Content: View> {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

extension GroupBox {
    /// Creates a group box with the provided label and view content (the older form).
    @available(iOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    @available(macOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension GroupBox: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = LabelledControl.node(.generic, "GroupBox", label: label, in: context)
        node.children += context.host.makeNodes(for: content, in: context.inside(node).child(.role("content")))
        return [node]
    }
}

/// A container view that displays semantically-related controls in a visually-appropriate manner
/// for the context.
public struct ControlGroup<Content: View> {
    let content: Content

    /// Creates a new control group with the specified content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A control group's content with its label, made by the labelled initializers.
public struct LabeledControlGroupContent<Content: View, Label: View> {
    let content: Content
    let label: Label

    nonisolated init(content: Content, label: Label) {
        self.content = content
        self.label = label
    }
}

extension LabeledControlGroupContent: View {
    public var body: some View {
        label
        content
    }
}

extension ControlGroup {
    /// Creates a new control group with the specified content and a label.
    nonisolated public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.init { LabeledControlGroupContent(content: content(), label: label()) }
    }

    /// Creates a new control group with the specified content that generates its label from a localized
    /// string key.
    nonisolated public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a new control group with the specified content that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// Creates a new control group with the specified content that generates its label from a localized
    /// string key and a system image.
    nonisolated public init<C: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a new control group with the specified content that generates its label from a string and
    /// a system image.
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

extension ControlGroup: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ControlGroup: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("ControlGroup", [], content, in: context)
    }
}

/// A control used to select a color from the system color picker user interface.
///
/// MiniUI shows the selected color; there is no picker to open, and code sets the binding.
public struct ColorPicker<Label: View> {
    let selection: Binding<Color>
    let label: Label

    /// Creates an instance that selects a color.
    nonisolated public init(
        selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.label = label()
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a title string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ColorPicker: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        [
            LabelledControl.node(
                .generic, "ColorPicker", label: label, arguments: "selection: \(selection.wrappedValue._description)",
                in: context)
        ]
    }
}

/// A protocol that describes how a type interacts with transport APIs such as drag and drop or
/// sharing (CoreTransferable's, which SwiftUI code sees through `import SwiftUI`).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Never: Transferable {}
extension Image: Transferable {}

/// A representation of a type to display in a share preview.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: String
}

extension SharePreview where Image == Never, Icon == Never {
    /// Creates a preview representation with a title.
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        self.title = titleKey.key
    }

    /// Creates a preview representation with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
    }
}

extension SharePreview where Icon == Never {
    /// Creates a preview representation with a title and an image.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.title = titleKey.key
    }

    /// Creates a preview representation with a title string and an image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = String(title)
    }
}

extension SharePreview where Image == Never {
    /// Creates a preview representation with a title and an icon.
    nonisolated public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.title = titleKey.key
    }

    /// Creates a preview representation with a title string and an icon.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.title = String(title)
    }
}

extension SharePreview {
    /// Creates a preview representation with a title, an image and an icon.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.title = titleKey.key
    }

    /// Creates a preview representation with a title string, an image and an icon.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = String(title)
    }
}

/// The default label used for a share link: a share icon and the word "Share".
public struct DefaultShareLinkLabel: View {
    let title: String

    public var body: some View {
        Label(title, systemImage: "square.and.arrow.up")
    }
}

/// A view that controls a sharing presentation. In a ``ViewHost``, tapping it records what it
/// shares in `host.sharedItems`.
public struct ShareLink<
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>
where Data.Element: Transferable {
    let items: Data
    let label: Label
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    /// Creates an instance that presents the share interface for a URL.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    /// Creates an instance that presents the share interface for a string.
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>, Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface for a URL, with the default label.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: "Share"))
    }

    /// Creates an instance with a title key that presents the share interface for a URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: titleKey.key))
    }

    /// Creates an instance with a title string that presents the share interface for a URL.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: String(title)))
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>, Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface for a string, with the default label.
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: "Share"))
    }

    /// Creates an instance with a title key that presents the share interface for a string.
    nonisolated public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: titleKey.key))
    }

    /// Creates an instance with a title string that presents the share interface for a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: String(title)))
    }
}

extension ShareLink where PreviewIcon == Never, Data == CollectionOfOne<URL>, Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface for a URL, with a preview.
    nonisolated public init(
        item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: "Share"))
    }
}

extension ShareLink where PreviewIcon == Never, Data == CollectionOfOne<String>, Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface for a string, with a preview.
    nonisolated public init(
        item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: "Share"))
    }
}

extension ShareLink where PreviewIcon == Never, Data == CollectionOfOne<URL> {
    /// Creates an instance, with a custom label, that presents the share interface for a URL, with a preview.
    nonisolated public init(
        item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink where PreviewIcon == Never, Data == CollectionOfOne<String> {
    /// Creates an instance, with a custom label, that presents the share interface for a string, with a preview.
    nonisolated public init(
        item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ShareLink: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = LabelledControl.node(.button, "ShareLink", label: label, in: context)
        if let standard = label as? DefaultShareLinkLabel { node.text = standard.title }
        let shared = items.map { String(describing: $0) }
        node.action = { [weak host = context.host] in host?.sharedItems += shared }
        return [node]
    }
}

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date]
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// A pattern that you use to create a schedule that updates as often as an animation needs.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pattern for updating a timeline view as often as an animation needs.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pattern for updating a timeline view as often as an animation needs, with an interval.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// A view that updates according to a schedule that you provide. MiniUI draws it once, at the time
/// its body runs: the schedule never fires.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence

        /// A rate at which timeline views can receive updates.
        public enum Cadence: Comparable, Sendable {
            case live, seconds, minutes
        }
    }

    let content: Content
}

/// The context a timeline view passes to its content (SwiftUI's `TimelineViewDefaultContext`).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView {
    /// Creates a new timeline view that uses the given schedule.
    nonisolated public init(
        _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
        self.content = content(TimelineViewDefaultContext(date: Date(), cadence: .live))
    }
}

extension TimelineView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension TimelineView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("TimelineView", [], content, in: context)
    }
}
