/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The current phase of the scene (`.active` unless set).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
