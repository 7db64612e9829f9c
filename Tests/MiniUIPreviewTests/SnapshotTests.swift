import Foundation
import MiniUI
import MiniUIPreview
import Testing

@testable import MiniUI

@MainActor
@Suite("Snapshots")
struct SnapshotTests {
    @Test("a host writes its mounted screen, then one frame per user action, naming the bodies that ran")
    func framesPerAction() {
        let frames = frames(of: TapCounter()) { host in
            host.tap("Tap")
            host.tap("Tap")
        }
        #expect(frames.map(\.index) == [0, 1, 2])
        #expect(frames[0].action == nil)
        #expect(frames[0].rendered == ["TapCounter", "CounterTitle", "CounterValue"])
        #expect(frames[1].action == Snapshots.Action(kind: "tap", label: "Tap", value: nil))
        #expect(frames[1].rendered == ["TapCounter", "CounterValue"])
        #expect(frames[2].rendered == ["TapCounter", "CounterValue"])
        let texts = frames[2].nodes.flatMap(Self.texts)
        #expect(texts == ["Counter", "2 taps"])
    }

    @Test("modifiers and list settings are written as data")
    func modifiersAsData() throws {
        let frame = try #require(frames(of: plainPlanetList()).first)
        let list = try #require(Self.all(frame.nodes).first { $0.role == "list" })
        #expect(list.list?.style == ".plain")
        #expect(list.list?.minRowHeight == 0)
        let rows = Self.all(frame.nodes).filter { $0.role == "row" }
        #expect(rows.count == 3)
        #expect(rows.first?.row?.insets == [0, 0, 0, 0])
        #expect(rows.first?.row?.bottomSeparator == "hidden")
        let shelf = try #require(frames(of: swatchShelf()).first)
        let stack = try #require(Self.all(shelf.nodes).first { $0.label.hasPrefix("LazyHStack") })
        #expect(stack.modifiers.first?.name == "padding")
        #expect(stack.modifiers.first?.arguments == [".horizontal", "16"])
    }

    @Test("the text renderer's output is the same with snapshots on")
    func screenUnchanged() {
        let plain = ViewHost(TapCounter()).screen
        let previous = Snapshots.file
        let file = temporaryFile("unchanged")
        Snapshots.file = file.path
        let recorded = ViewHost(TapCounter()).screen
        Snapshots.file = previous
        try? FileManager.default.removeItem(at: file)
        #expect(plain == recorded)
    }

    @Test("runtime warnings appear on the frame where they were raised")
    func warningsOnTheirFrame() {
        struct Writer: View {
            @State private var count = 0
            @State private var armed = false
            var body: some View {
                if armed && count == 0 { count = 1 }
                return VStack {
                    Text("\(count)")
                    Button("Arm") { armed = true }
                }
            }
        }
        let frames = frames(of: Writer()) { $0.tap("Arm") }
        #expect(frames.first?.warnings.isEmpty == true)
        #expect(
            frames.dropFirst().contains { $0.warnings.contains { $0.contains("Modifying state during view update") } })
    }

    static func all(_ nodes: [Snapshots.Node]) -> [Snapshots.Node] {
        nodes.flatMap { [$0] + all($0.children) }
    }

    static func texts(_ node: Snapshots.Node) -> [String] {
        (node.role == "text" ? [node.text ?? ""] : []) + node.children.flatMap(texts)
    }
}
