/// Numbers written with a fixed count of decimals, standing in for `String(format: "%.1f", …)`.
public enum DecimalText {
    /// `numerator / denominator` with one digit after the point, e.g. `3.2`: rounded to the nearest
    /// tenth, a half to the even tenth, as printf rounds an exact quotient.
    ///
    /// `denominator` must be more than 0.
    public static func oneDecimal(_ numerator: Int, over denominator: Int) -> String {
        precondition(denominator > 0, "oneDecimal divides by a positive number")
        let divisor = denominator.magnitude
        let magnitude = numerator.magnitude
        var whole = magnitude / divisor
        let scaled = magnitude % divisor * 10
        var tenth = scaled / divisor
        let remainder = scaled % divisor
        if remainder * 2 > divisor || (remainder * 2 == divisor && tenth % 2 == 1) {
            tenth += 1
        }
        if tenth == 10 {
            whole += 1
            tenth = 0
        }
        let sign = numerator < 0 ? "-" : ""
        return "\(sign)\(whole).\(tenth)"
    }
}
