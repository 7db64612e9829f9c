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

extension Material {
    /// A mostly translucent material.
    public static let ultraThin = Material.ultraThinMaterial
    /// A material that's more translucent than opaque.
    public static let thin = Material.thinMaterial
    /// A material that's somewhat translucent.
    public static let regular = Material.regularMaterial
    /// A material that's more opaque than translucent.
    public static let thick = Material.thickMaterial
    /// A mostly opaque material.
    public static let ultraThick = Material.ultraThickMaterial
}
