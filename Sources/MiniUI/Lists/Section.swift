/// A container view that you can use to add hierarchy within certain views, such as a list.
///
/// ```swift
/// Section("Ingredients") { ForEach(ingredients) { Text($0.name) } }
/// Section { Text("Flour") } header: { Text("Pantry") } footer: { Text("Keep dry.") }
/// Section(header: Text("Pantry")) { Text("Flour") }     // the older form, still accepted
/// ```
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    var isExpanded: Binding<Bool>?
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }

    /// Creates a section with a header, footer, and the provided section content.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header, the provided section content, and a binding that controls
    /// whether the section is expanded.
    nonisolated public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
    ) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content and a localized header title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// Creates a section with the provided section content and a header title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// Creates a section with a localized header title, the provided section content, and a binding
    /// that controls whether the section is expanded.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }

    /// Creates a section with a header title, the provided section content, and a binding that
    /// controls whether the section is expanded.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

// The header and footer given as views rather than closures: SwiftUI deprecates these in a future
// version (`deprecated: 100000.0`), which warns on no platform today, so learners' code compiles quietly.

extension Section where Parent: View, Content: View, Footer: View {
    /// Creates a section with a header, footer, and the provided section content.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = EmptyView()
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = EmptyView()
        self.content = content()
        self.footer = footer
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.section, "Section", in: context)
        let inside = context.inside(node)
        let headerNodes = context.host.makeNodes(for: header, in: inside.child(.role("header")))
        if headerNodes.count == 1, headerNodes[0].role == .text, headerNodes[0].label.hasPrefix("Text("),
            let title = headerNodes[0].text
        {
            node.label = "Section(\(String(reflecting: title)))"
            node.text = title
        } else if !headerNodes.isEmpty {
            node.label =
                "Section(header: \(Renderer(showsComposites: false).render(headerNodes).replacingOccurrences(of: "\n", with: " ")))"
            node.text = headerNodes.flatMap(\.subtree).first { $0.role == .text }?.text
        }
        let footerNodes = context.host.makeNodes(for: footer, in: inside.child(.role("footer")))
        if !footerNodes.isEmpty {
            node.label +=
                " footer: "
                + Renderer(showsComposites: false).render(footerNodes).replacingOccurrences(of: "\n", with: " ")
        }
        if let isExpanded {
            // A collapsible section shows whether it is open; closed, its rows are not on screen.
            let open = isExpanded.wrappedValue
            node.label += open ? " [expanded]" : " [collapsed]"
            node.isOn = isExpanded
            node.isOnValue = open
            if !open { return [node] }
        }
        node.children = context.host.makeNodes(for: content, in: inside)
        return [node]
    }
}
