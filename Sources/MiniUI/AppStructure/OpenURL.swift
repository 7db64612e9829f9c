import Foundation

extension View {

    /// Registers a handler to invoke in response to a URL received by the view's scene. MiniUI never calls it.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        annotated(".onOpenURL")
    }
}
