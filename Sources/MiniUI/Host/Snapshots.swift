import Foundation

/// Structured snapshots of what hosts show, for tools that draw them (the runner's HTML previews).
///
/// With `MINIUI_SNAPSHOT=FILE` in the environment, every ``ViewHost`` of the process appends one JSON
/// object per line to FILE for each frame it shows: when it is mounted, after each user action (a tap,
/// a toggle, a text entered…), and after any other update that ran bodies. A frame holds the visible
/// tree (primitive views and the views with a `body` around them), the modifiers of each view as
/// name and arguments, list settings, the views whose bodies ran to make it, the action that led to it,
/// and the runtime warnings emitted since the frame before. MiniUI writes facts; it draws nothing.
public enum Snapshots {
    /// A frame as written: one line of FILE.
    public struct Frame: Codable, Equatable, Sendable {
        /// Which host of the process, counted from 1 in the order they were made.
        public var host: Int
        /// The frame's position among this host's frames, from 0 (the mounted screen).
        public var index: Int
        /// What the user did just before, or `nil` for the mounted screen and updates no user caused.
        public var action: Action?
        /// The render-log names of the bodies that ran for this frame, in order (`Row[id: 2]`).
        public var rendered: [String]
        /// The identities of the views whose bodies ran, matching ``Snapshots/Node/identity``.
        public var renderedIdentities: [String]
        public var warnings: [String]
        public var nodes: [Node]
    }

    /// A user action: `kind` is the host method's name (`tap`, `toggle`, `enter`, `select`…).
    public struct Action: Codable, Equatable, Sendable {
        public var kind: String
        public var label: String
        /// What was entered, picked or stepped by, where the action takes a value.
        public var value: String?
    }

    /// One modifier as written in code: `.padding(.horizontal, 16)` is `padding` with `[".horizontal", "16"]`.
    public struct Modifier: Codable, Equatable, Sendable {
        public var name: String
        public var arguments: [String]
    }

    /// The separators and insets a list row asks for; `nil` insets mean the list's own.
    public struct RowSettings: Codable, Equatable, Sendable {
        public var topSeparator: String
        public var bottomSeparator: String
        public var insets: [Double]?
    }

    public struct ListSettings: Codable, Equatable, Sendable {
        public var style: String
        public var minRowHeight: Double
    }

    /// One view on screen. `role` is `composite` for a view with a `body`, otherwise what it is: `text`,
    /// `button`, `toggle`, `control`, `list`, `section`, `forEach`, `row`, `generic` (stacks, scroll views,
    /// images and the like, named by `label`).
    public struct Node: Codable, Equatable, Sendable {
        public var identity: String
        public var role: String
        /// The view as the text renderer names it: `VStack(spacing: 8)`, `Text("Hi")`; for a view with
        /// a body, its render-log name.
        public var label: String
        public var text: String?
        public var modifiers: [Modifier]
        public var isOn: Bool?
        public var isSelected: Bool?
        public var isDisabled: Bool?
        /// Shown beside a view rather than in it: a toolbar, a sheet, swipe actions.
        public var isAttachment: Bool?
        public var rowID: String?
        public var row: RowSettings?
        public var list: ListSettings?
        public var children: [Node]
    }

    /// Where frames go: the file named by `MINIUI_SNAPSHOT`, or none.
    nonisolated(unsafe) static var file: String? = ProcessInfo.processInfo.environment["MINIUI_SNAPSHOT"].flatMap {
        $0.isEmpty ? nil : $0
    }
    nonisolated(unsafe) static var hostCount = 0

    /// Reads a file of frames, one JSON object a line; lines that do not decode are skipped.
    public static func read(_ url: URL) -> [Frame] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let decoder = JSONDecoder()
        return text.split(separator: "\n").compactMap { try? decoder.decode(Frame.self, from: Data($0.utf8)) }
    }

    /// `.padding(.horizontal, 16)` as `padding` and its arguments, keeping nested parentheses whole.
    static func modifiers(_ annotations: [String]) -> [Modifier] {
        annotations.map { piece in
            var body = Substring(piece)
            if body.hasPrefix(".") { body = body.dropFirst() }
            guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else {
                return Modifier(name: String(body), arguments: [])
            }
            let name = String(body[..<open])
            let inside = body[body.index(after: open)..<body.index(before: body.endIndex)]
            return Modifier(name: name, arguments: splitArguments(inside))
        }
    }

    static func splitArguments(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        for character in text {
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if character == ",", depth == 0 {
                    parts.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { parts.append(last) }
        return parts
    }
}

/// What a host keeps between frames when snapshots are on.
@MainActor
final class SnapshotRecorder {
    let host: Int
    /// The file this host writes to, fixed when it is made.
    let file: String
    var index = 0
    var action: Snapshots.Action?
    var rendered: [String] = []
    var renderedIdentities: [String] = []
    var warningIndex: Int

    init(file: String, firstWarning: Int) {
        self.file = file
        Snapshots.hostCount += 1
        host = Snapshots.hostCount
        warningIndex = firstWarning
    }

    /// Writes a frame if a user acted or bodies ran since the last one.
    func flush(root: Node) {
        guard action != nil || !rendered.isEmpty || index == 0 else { return }
        let warnings = RuntimeWarnings.since(warningIndex)
        warningIndex += warnings.count
        let frame = Snapshots.Frame(
            host: host, index: index, action: action, rendered: rendered, renderedIdentities: renderedIdentities,
            warnings: warnings, nodes: root.children.compactMap(Self.snapshot))
        index += 1
        action = nil
        rendered = []
        renderedIdentities = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(frame) else { return }
        data.append(UInt8(ascii: "\n"))
        if let handle = FileHandle(forWritingAtPath: file) {
            handle.seekToEndOfFile()
            handle.write(data)
            try? handle.close()
        } else {
            _ = FileManager.default.createFile(atPath: file, contents: data)
        }
    }

    static func snapshot(_ node: Node) -> Snapshots.Node? {
        if node.isHidden { return nil }
        let role: String
        switch node.role {
        case .root: role = "root"
        case .composite, .anyView: role = "composite"
        case .generic: role = "generic"
        case .text: role = "text"
        case .button: role = "button"
        case .toggle: role = "toggle"
        case .list: role = "list"
        case .section: role = "section"
        case .forEach: role = "forEach"
        case .row: role = "row"
        case .control: role = "control"
        }
        var traits = node.rowTraits
        if node.role == .row || node.role == .composite || node.role == .anyView {
            traits.merge(Renderer.traits(of: node.children))
        }
        let row: Snapshots.RowSettings? =
            traits == RowTraits()
            ? nil
            : .init(
                topSeparator: "\(traits.topSeparator)", bottomSeparator: "\(traits.bottomSeparator)",
                insets: traits.insets.map { [$0.top, $0.leading, $0.bottom, $0.trailing].map(Double.init) })
        return Snapshots.Node(
            identity: node.identity, role: role,
            label: node.role == .composite && !node.renderName.isEmpty ? node.renderName : node.label,
            text: node.text, modifiers: Snapshots.modifiers(node.annotations),
            isOn: node.role == .toggle ? node.isOnValue : nil, isSelected: node.isSelected ? true : nil,
            isDisabled: node.isDisabled ? true : nil, isAttachment: node.isAttachment ? true : nil,
            rowID: node.rowID.map { String(describing: $0.base) }, row: row,
            list: node.listConfiguration.map { .init(style: $0.style, minRowHeight: Double($0.minRowHeight)) },
            children: node.children.compactMap(snapshot))
    }
}

extension ViewHost {
    /// Notes the user action under way, for the frame it leads to.
    func noteAction(_ kind: String, _ label: String, value: String? = nil) {
        snapshots?.action = Snapshots.Action(kind: kind, label: label, value: value)
    }
}
