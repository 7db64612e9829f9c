// Background tasks: the system wakes an app to refresh or to finish a background URL session, and the
// scene's handler runs. MiniUI has no system to wake it: the handlers compile and never run.

/// The kinds of background tasks that your app or extension can handle.
public struct BackgroundTask<Request, Response>: Sendable {
    let name: String
}

extension BackgroundTask where Request == Void, Response == Void {
    /// A task that updates your app's state in the background for a matching identifier.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask(name: "appRefresh(\(String(reflecting: identifier)))")
    }

    /// A task that responds to background URL sessions matching the given identifier.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask(name: "urlSession(\(String(reflecting: identifier)))")
    }
}

extension BackgroundTask where Request == String, Response == Void {
    /// A task that responds to background URL sessions.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(name: "urlSession") }
}

extension Scene {
    /// Runs the specified action when the system provides a background task. MiniUI never provides one.
    public func backgroundTask<D: Sendable, R: Sendable>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> some Scene {
        modified()
    }
}
