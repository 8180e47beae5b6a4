public enum AyahMain { public static func main() { print("ayah") } }
