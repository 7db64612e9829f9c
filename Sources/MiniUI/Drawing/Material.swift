/// A background material type.
public struct Material: ShapeStyle {
    public let _description: String

    public static let ultraThinMaterial = Material(_description: ".ultraThinMaterial")
    public static let thinMaterial = Material(_description: ".thinMaterial")
    public static let regularMaterial = Material(_description: ".regularMaterial")
    public static let thickMaterial = Material(_description: ".thickMaterial")
    public static let ultraThickMaterial = Material(_description: ".ultraThickMaterial")
    public static let bar = Material(_description: ".bar")
}
