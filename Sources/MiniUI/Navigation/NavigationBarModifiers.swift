extension View {
    /// Sets the navigation bar items for this view.
    @available(
        iOS, deprecated: 100000.0,
        message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
    )
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// Sets the navigation bar items for this view.
    @available(
        iOS, deprecated: 100000.0,
        message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
    )
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// Sets the navigation bar items for this view.
    @available(
        iOS, deprecated: 100000.0,
        message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
    )
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }

    /// Sets the title in the navigation bar for this view.
    @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ title: Text) -> some View {
        annotated(".navigationBarTitle(\(String(reflecting: title.content)))")
    }

    /// Sets the title in the navigation bar for this view.
    @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        annotated(".navigationBarTitle(\(String(reflecting: titleKey.key)))")
    }

    /// Sets the title in the navigation bar for this view, from a string.
    @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        annotated(".navigationBarTitle(\(String(reflecting: String(title))))")
    }

    /// Sets the title and display mode in the navigation bar for this view.
    @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        annotated(".navigationBarTitle(\(String(reflecting: title.content)), displayMode: .\(displayMode))")
    }

    /// Sets the title and display mode in the navigation bar for this view, from a string.
    @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        annotated(".navigationBarTitle(\(String(reflecting: String(title))), displayMode: .\(displayMode))")
    }

    /// Sets the title and display mode in the navigation bar for this view.
    @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    nonisolated public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        annotated(".navigationBarTitle(\(String(reflecting: titleKey.key)), displayMode: .\(displayMode))")
    }

    /// Hides the navigation bar for this view.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        annotated(".navigationBarHidden(\(hidden))")
    }
}
