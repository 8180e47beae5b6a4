import AyahCLI
AyahMain.main()
