/// A standard label for user interface items, consisting of an icon with a title.
///
/// ```swift
/// Label("Favorites", systemImage: "star")
/// Label { Text(recipe.name) } icon: { Image(systemName: "fork.knife") }
/// ```
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style, as a label style's `makeBody` does to
    /// draw the label as the style around it would.
    nonisolated public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an icon image and a title generated from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with an icon image and a title generated from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label: View where Title: View, Icon: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Label: PrimitiveView where Title: View, Icon: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.text, "Label", in: context)
        let inside = context.inside(node)
        let titleNodes = context.host.makeNodes(for: title, in: inside.child(.role("title")))
        let iconNodes = context.host.makeNodes(for: icon, in: inside.child(.role("icon")))
        let titleText = titleNodes.first { $0.role == .text }?.text
        node.text = titleText
        // `Label("Favorites", systemImage: "star")` on one line; anything richer shows its parts below.
        if titleNodes.count == 1, titleNodes[0].label.hasPrefix("Text("), titleNodes[0].annotations.isEmpty,
            iconNodes.count == 1, iconNodes[0].label.hasPrefix("Image("), iconNodes[0].annotations.isEmpty,
            let titleText
        {
            let image = iconNodes[0].label.dropFirst("Image(".count).dropLast()
            let argument =
                image.hasPrefix("systemName:")
                ? "systemImage:" + image.dropFirst("systemName:".count) : "image: " + image
            node.label = "Label(\(String(reflecting: titleText)), \(argument))"
        } else {
            node.role = .generic
            node.children = titleNodes + iconNodes
        }
        return [node]
    }
}

/// A container for attaching a label to a value-bearing view.
///
/// ```swift
/// LabeledContent("Servings", value: "4")
/// LabeledContent("Rating") { Text("★★★★") }
/// ```
public struct LabeledContent<Label, Content> {
    let label: Label
    let content: Content
}

extension LabeledContent where Label: View, Content: View {
    /// Creates a standard labeled element, with a view that conveys the value of the element and a
    /// label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// Creates a labeled view that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a labeled view that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view.
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view.
    @_disfavoredOverload
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// Creates a labeled informational view from a formatted value.
    nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view from a formatted value.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent: View where Label: View, Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LabeledContent: PrimitiveView where Label: View, Content: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = LabelledControl.node(.generic, "LabeledContent", label: label, in: context)
        let contentNodes = context.host.makeNodes(for: content, in: context.inside(node).child(.role("content")))
        if node.children.isEmpty, contentNodes.count == 1, contentNodes[0].label.hasPrefix("Text("),
            let value = contentNodes[0].text, contentNodes[0].annotations.isEmpty
        {
            node.label = String(node.label.dropLast()) + ", value: \(String(reflecting: value)))"
        } else {
            node.children += contentNodes
        }
        return [node]
    }
}
