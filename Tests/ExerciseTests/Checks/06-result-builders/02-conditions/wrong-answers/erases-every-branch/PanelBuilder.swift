// wrong: erases every statement to one `AnyPanel`, so both branches have one type and a ternary compiles too
// rejected-by: rejects-a-ternary-of-two-panels, shows-each-departure
// misconception: Erasing every panel to one box makes `if`/`else` easy, and hides what the builder knows: the
// misconception: result's type no longer says which panels can appear, and a ternary of two panel types, which
// misconception: should be refused, compiles. SwiftUI keeps both branches' types, in `_ConditionalContent`; keep
// misconception: them, in `EitherPanel<First, Second>`.
// misconception-ja: すべてのパネルを 1 つの箱に消してしまえば `if`/`else` は簡単ですが、ビルダーの知っていることが隠れます。
// misconception-ja: 結果の型はどのパネルが現れ得るかを言わなくなり、拒否されるべき 2 つのパネル型の三項演算子まで
// misconception-ja: コンパイルできてしまいます。SwiftUI は両方の分岐の型を `_ConditionalContent` に残します。ここでも
// misconception-ja: `EitherPanel<First, Second>` に残します。
// lesson: #a-type-that-carries-both-branches

/// Builds a departures board's panel from the statements of a closure, keeping each panel's own type, as
/// `ViewBuilder` keeps each view's.
@resultBuilder
enum PanelBuilder {
    static func buildExpression(_ panel: any Panel) -> AnyPanel {
        AnyPanel(panel)
    }

    static func buildBlock<Content: Panel>(_ panel: Content) -> Content {
        panel
    }

    static func buildBlock<each Content: Panel>(_ panels: repeat each Content) -> PanelStack<repeat each Content> {
        PanelStack(panels: (repeat each panels))
    }

    /// An `if` without `else`: no rows when the condition is false.
    static func buildOptional(_ panel: AnyPanel?) -> AnyPanel {
        panel ?? AnyPanel(EitherPanel<OnTime, OnTime>?.none)
    }

    /// Either branch of an `if`/`else`: both are boxes already, of one type.
    static func buildEither(first: AnyPanel) -> AnyPanel {
        first
    }

    /// The `else` branch of an `if`/`else`.
    static func buildEither(second: AnyPanel) -> AnyPanel {
        second
    }
}

/// Any panel, in a box of one type.
struct AnyPanel: Panel {
    var panel: any Panel

    init(_ panel: any Panel) {
        self.panel = panel
    }

    var rows: [String] {
        panel.rows
    }
}

/// The panel of an `if` without `else`: the branch's rows when the condition held, none otherwise.
extension Optional: Panel where Wrapped: Panel {
    var rows: [String] {
        self?.rows ?? []
    }
}

/// One of two panels: the first branch of an `if`/`else` or the second, with both types in its own.
enum EitherPanel<First: Panel, Second: Panel> {
    case first(First)
    case second(Second)
}

extension EitherPanel: Panel {
    var rows: [String] {
        switch self {
        case .first(let panel): panel.rows
        case .second(let panel): panel.rows
        }
    }
}
