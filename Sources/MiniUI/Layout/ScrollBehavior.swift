extension View {

    /// Specifies the visibility of the background for scrollable views within this view.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        annotated(".scrollContentBackground(.\(visibility))")
    }
}
