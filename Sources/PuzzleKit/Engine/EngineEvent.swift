import Foundation

/// What the engine is doing, reported through ``CheckEngine/Options/onEvent``.
public enum EngineEvent: Sendable, Hashable {
    /// A compile started (MiniUI's first compile takes a few seconds: worth telling the learner).
    case compiling(BuildProduct)
    /// A compile finished.
    case compiled(BuildProduct, seconds: Double, succeeded: Bool)
    /// A cached build was reused.
    case reused(BuildProduct)
    /// A compile has been running for `seconds` (reported every second once it has taken a few), and once
    /// more with `finished` when such a compile ends.
    case compileProgress(BuildProduct, seconds: Double, finished: Bool)
}
