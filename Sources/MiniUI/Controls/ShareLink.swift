import Foundation

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

// One item of any transferable type (an `Image`, a `URL`, a string, a type of your own), with a preview.

extension ShareLink {
    /// Creates an instance, with a custom label, that presents the share interface for an item, with a preview.
    nonisolated public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface for an item, with a preview.
    nonisolated public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: "Share"))
    }

    /// Creates an instance with a title key that presents the share interface for an item, with a preview.
    nonisolated public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: titleKey.key))
    }

    /// Creates an instance with a title string that presents the share interface for an item, with a preview.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: String(title)))
    }
}

// Without a preview, SwiftUI shares a collection of URLs or of strings (it previews those itself); other items
// need `preview:`.

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Creates an instance, with a custom label, that presents the share interface for a collection of URLs.
    nonisolated public init(
        items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, label: label())
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// Creates an instance that presents the share interface for a collection of URLs, with the default label.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel(title: "Share"))
    }

    /// Creates an instance with a title key that presents the share interface for a collection of URLs.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(items: items, label: DefaultShareLinkLabel(title: titleKey.key))
    }

    /// Creates an instance with a title string that presents the share interface for a collection of URLs.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel(title: String(title)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Creates an instance, with a custom label, that presents the share interface for a collection of strings.
    nonisolated public init(
        items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, label: label())
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// Creates an instance that presents the share interface for a collection of strings, with the default label.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel(title: "Share"))
    }

    /// Creates an instance with a title key that presents the share interface for a collection of strings.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(items: items, label: DefaultShareLinkLabel(title: titleKey.key))
    }

    /// Creates an instance with a title string that presents the share interface for a collection of strings.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel(title: String(title)))
    }
}

extension ShareLink {
    /// Creates an instance, with a custom label, that presents the share interface for a collection of items,
    /// each with a preview.
    nonisolated public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface for a collection of items, each with a preview.
    nonisolated public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, label: DefaultShareLinkLabel(title: "Share"))
    }

    /// Creates an instance with a title key that presents the share interface for a collection of items, each
    /// with a preview.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, label: DefaultShareLinkLabel(title: titleKey.key))
    }

    /// Creates an instance with a title string that presents the share interface for a collection of items,
    /// each with a preview.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, label: DefaultShareLinkLabel(title: String(title)))
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
