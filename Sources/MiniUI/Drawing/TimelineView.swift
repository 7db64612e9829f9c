import Foundation

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

extension TimelineSchedule {
    /// The mode of a schedule's updates.
    public typealias Mode = TimelineScheduleMode
}

/// A schedule made of the dates it was given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
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
